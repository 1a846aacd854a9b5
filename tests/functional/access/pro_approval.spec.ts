import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import Offre from '#models/offre'
import SecurityEvent from '#models/security_event'
import AccountApprovedNotification from '#mails/account_approved_notification'
import AccountRefusedNotification from '#mails/account_refused_notification'
import { UserFactory } from '#database/factories/user_factory'
import { offreOf, proWithSociete, reload, snapshot } from '../offres/helpers.js'
import { fieldErrors } from '../auth/helpers.js'
import { aStaffMember, accounts, as, asJson, esiAndPro } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage, assertRedirect } from '#tests/helpers/answers'
import { visitAs } from '#tests/helpers/as_user'
import { aSociete } from '#tests/helpers/owned_records'

type Decision = 'approve' | 'refuse' | 'suspend' | 'reinstate'

/*
| Employer approval (docs/product.md, "Validation des employeurs"): a new
| account waits for an esi admin, cannot publish until then, whatever the
| route; e-sidoor's queue, the decisions, their mails and log lines. What
| leaves the board on a suspension is in pro_suspension.spec.ts.
*/

const MUST_BE_VALIDATED = "Votre compte doit être validé par l'école avant de publier une offre."

const REGISTRATION = {
  fullName: 'Camille Durand',
  email: 'camille.durand@example.fr',
  password: 'un-bon-mot-de-passe',
  passwordConfirmation: 'un-bon-mot-de-passe',
}

/** The test server's origin: a Referer on it is one the app goes back to. */
const origin = () => `http://${process.env.HOST}:${process.env.PORT}`

/** A form post as `user`, from `referer` (e-sidoor's queue by default). */
function post(
  client: ApiClient,
  user: User,
  url: string,
  form: Record<string, unknown> = {},
  referer = route('esidoor.approvals')
) {
  return as(client.post(url), user)
    .header('referer', `${origin()}${referer}`)
    .form(form)
    .withCsrfToken()
    .redirects(0)
}

/** `admin` takes `decision` on account `id` with `form`, from `referer` (e-sidoor's queue by default). */
function decide(
  client: ApiClient,
  admin: User,
  id: number,
  decision: Decision,
  form: Record<string, unknown> = {},
  referer?: string
) {
  return post(client, admin, route(`esidoor.pros.${decision}`, { id }), form, referer)
}

/** `user` presses « Publier » on `offre`, from the create form. */
function publish(client: ApiClient, user: User, offre: Offre) {
  return post(client, user, route('offres.publish', { id: offre.id }), {}, route('offres.store'))
}

/** `user` publishes from the list's bulk bar: `body` names the offers (`ids`, or `all`). */
function publishInBulk(client: ApiClient, user: User, body: Record<string, unknown>) {
  const form = { action: 'publish', ...body }
  return post(client, user, route('offres.bulk'), form, route('offres.store'))
}

/** A pending pro with a draft ready to be published (description, deadline to come). */
async function pendingWithDraft() {
  const user = await UserFactory.apply('pending').create()
  const societe = await proWithSociete(user)
  const offre = await offreOf(user, societe).create()
  return { user, societe, offre }
}

/** The offer's statut as stored now. */
async function statutOf(offre: Offre) {
  const stored = await reload(offre)
  return stored.statut
}

const approvalLines = () =>
  SecurityEvent.query()
    .whereIn('kind', ['account_approved', 'account_refused'])
    .orderBy('id', 'asc')

test.group('Employer approval | new accounts and publishing', () => {
  test('a registration is en attente, and its pages say so', async ({ client, assert }) => {
    mail.fake()
    const register = await client
      .post(route('register.store'))
      .form(REGISTRATION)
      .withCsrfToken()
      .redirects(0)
    register.assertHeader('location', route('login'))
    const user = await User.findByOrFail('email', REGISTRATION.email)
    assert.equal(user.approvalStatus, 'en_attente')
    assert.isNull(user.approvalChangedAt)

    /* The profile opens to an unverified account, in the back-office: the banner's prop. */
    const profile = await visitAs(client, user, route('profile.edit'))
    profile.assertInertiaPropsContains({
      accountApproval: { status: 'en_attente', reason: null },
      pendingEmployers: null,
    })

    const validated = await accounts.pro()
    const other = await visitAs(client, validated, route('dashboard'))
    other.assertInertiaPropsContains({ accountApproval: null })
  })

  test('an unapproved pro cannot publish from the offer: French toast, nothing changes', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await pendingWithDraft()
    const before = await snapshot(offre)
    const response = await publish(client, user, offre)
    response.assertHeader('location', route('offres.index'))
    response.assertFlashMessage('error', MUST_BE_VALIDATED)
    assert.deepEqual(await snapshot(offre), before)

    /* The same refusal for a JSON caller. */
    const json = await asJson(
      client.post(route('offres.publish', { id: offre.id })),
      user
    ).withCsrfToken()
    json.assertStatus(422)
    assert.deepEqual(json.body(), { message: MUST_BE_VALIDATED })
    assert.equal(await statutOf(offre), 'brouillon')

    /* The offer's page says it where "Publier" is. */
    const page = await visitAs(client, user, route('offres.edit', { id: offre.id }))
    page.assertInertiaPropsContains({ accountRefusal: MUST_BE_VALIDATED })
  })

  test('an unapproved pro cannot publish in bulk, by ids or "all matching"', async ({
    client,
    assert,
  }) => {
    const { user, societe, offre } = await pendingWithDraft()
    const second = await offreOf(user, societe).create()
    for (const body of [{ ids: [offre.id, second.id] }, { all: true, query: {} }]) {
      const response = await publishInBulk(client, user, body)
      response.assertFlashMessage('error', MUST_BE_VALIDATED)
      const statuts = await Offre.query().where('user_id', user.id).select('statut')
      assert.deepEqual(
        statuts.map((row) => row.statut),
        ['brouillon', 'brouillon']
      )
    }
    const json = await asJson(client.post(route('offres.bulk')), user)
      .json({ action: 'publish', ids: [offre.id] })
      .withCsrfToken()
    json.assertStatus(422)
    assert.deepEqual(json.body(), { message: MUST_BE_VALIDATED })
  })

  test('a refused account is read-only: it cannot publish, and reads why', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('refused').create()
    const offre = await offreOf(user, await proWithSociete(user)).create()
    const response = await publish(client, user, offre)
    response.assertStatus(403)
    assert.equal(await statutOf(offre), 'brouillon')
    const edit = await visitAs(client, user, route('offres.edit', { id: offre.id }))
    edit.assertInertiaPropsContains({
      can: { update: false, publish: false },
      accountRefusal:
        "Votre compte n'a pas été validé par l'école : vous ne pouvez pas publier d'offre.",
    })
    const page = await visitAs(client, user, route('dashboard'))
    page.assertInertiaPropsContains({
      accountApproval: { status: 'refusee', reason: 'SIRET introuvable.' },
    })
  })

  test('an approved pro publishes, one offer or in bulk', async ({ client, assert }) => {
    const user = await accounts.pro()
    const societe = await proWithSociete(user)
    const one = await offreOf(user, societe).create()
    const many = await offreOf(user, societe).createMany(2)
    const single = await publish(client, user, one)
    single.assertFlashMessage('success', 'Offre publiée.')
    assert.equal(await statutOf(one), 'publiee')

    const bulk = await publishInBulk(client, user, { ids: many.map((offre) => offre.id) })
    bulk.assertFlashMessage('success', '2 offres publiées.')
    const edit = await visitAs(client, user, route('offres.edit', { id: one.id }))
    edit.assertInertiaPropsContains({ accountRefusal: null })
  })
})

test.group('Employer approval | e-sidoor queue', (group) => {
  /* A decision may send its mail: each test reads the faked mailer's. */
  let mails: ReturnType<typeof mail.fake>['mails']
  group.each.setup(() => {
    mails = mail.fake().mails
  })

  test('an esi admin sees the pending accounts, oldest first, with their sociétés', async ({
    client,
    assert,
  }) => {
    const admin = await accounts.esi()
    const older = await UserFactory.apply('pending')
      .apply('unverified')
      .merge({ fullName: 'Inès Garnier' })
      .create()
    await older.merge({ createdAt: older.createdAt.minus({ days: 2 }) }).save()
    const newer = await UserFactory.apply('pending').merge({ fullName: 'Hugo Marchand' }).create()
    await aSociete(newer, {
      nom: 'Marchand Logistique',
      siret: '73282932000074',
      siteWeb: 'https://marchand-logistique.fr',
      ville: 'Nantes',
    })
    await aSociete(newer, { nom: 'Dans la corbeille' }, 'trashed')
    await accounts.pro()
    await UserFactory.apply('refused').create()

    const response = await visitAs(client, admin, route('esidoor.approvals'))
    assertPage(response, 'esidoor/employers')
    const { accounts: queue } = response.inertiaProps as {
      accounts: {
        data: {
          id: number
          name: string
          emailVerified: boolean
          createdAt: string
          societes: { nom: string; siret: string | null; siteWeb: string | null; ville: string }[]
        }[]
        meta: { total: number }
      }
    }
    assert.equal(queue.meta.total, 2)
    assert.deepEqual(
      queue.data.map((row) => [row.name, row.emailVerified]),
      [
        ['Inès Garnier', false],
        ['Hugo Marchand', true],
      ]
    )
    assert.deepEqual(queue.data[0].societes, [])
    assert.deepEqual(
      queue.data[1].societes.map(({ nom, siret, siteWeb, ville }) => ({
        nom,
        siret,
        siteWeb,
        ville,
      })),
      [
        {
          nom: 'Marchand Logistique',
          siret: '73282932000074',
          siteWeb: 'https://marchand-logistique.fr',
          ville: 'Nantes',
        },
      ]
    )
    /* The same count beside e-sidoor in the sidebar (a shared prop, esi admins only). */
    response.assertInertiaPropsContains({ pendingEmployers: 2 })
  })

  test('refused to an esi without droit admin, a pro and a guest', async ({ client, assert }) => {
    const esi = await aStaffMember({ isStaff: false })
    const pending = await UserFactory.apply('pending').create()
    for (const user of [esi, await accounts.pro()]) {
      const page = await as(client.get(route('esidoor.approvals')), user).redirects(0)
      page.assertStatus(403)
      const approve = await decide(client, user, pending.id, 'approve')
      approve.assertStatus(403)
      const dashboard = await visitAs(client, user, route('dashboard'))
      dashboard.assertInertiaPropsContains({ pendingEmployers: null })
    }
    assertRedirect(await client.get(route('esidoor.approvals')).redirects(0), route('login'))
    await pending.refresh()
    assert.equal(pending.approvalStatus, 'en_attente')
  })

  test('Valider: the account may publish, gets its e-mail, and the log names the admin', async ({
    client,
    assert,
  }) => {
    const admin = await accounts.esi()
    const { user, offre } = await pendingWithDraft()
    const response = await decide(client, admin, user.id, 'approve')
    response.assertHeader('location', route('esidoor.approvals'))
    response.assertFlashMessage(
      'success',
      `Compte de ${user.fullName} validé : un e-mail l'en informe.`
    )
    await user.refresh()
    assert.equal(user.approvalStatus, 'validee')
    assert.equal(user.approvalChangedBy, admin.id)
    assert.isNotNull(user.approvalChangedAt)
    mails.assertSent(AccountApprovedNotification, (sent) => {
      sent.message.assertTo(user.email)
      sent.message.assertSubject('Votre compte e-sidoor est validé')
      return true
    })
    const [line] = await approvalLines()
    assert.equal(line.kind, 'account_approved')
    assert.equal(line.userId, user.id)
    assert.equal(line.actorId, admin.id)

    const published = await publish(client, user, offre)
    published.assertFlashMessage('success', 'Offre publiée.')
  })

  test('Refuser needs a reason: a French field error and nothing changes', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro: pending } = await esiAndPro('pending')
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Le champ motif est obligatoire.'],
      [{ reason: '   ' }, 'Le champ motif est obligatoire.'],
      [{ reason: 'x'.repeat(1001) }, 'Le champ motif ne doit pas dépasser 1000 caractères.'],
    ]
    for (const [form, message] of cases) {
      const response = await decide(client, admin, pending.id, 'refuse', form)
      response.assertHeader('location', `${origin()}${route('esidoor.approvals')}`)
      assert.deepEqual(fieldErrors(response).reason, [message])
    }
    await pending.refresh()
    assert.equal(pending.approvalStatus, 'en_attente')
    mails.assertNoneSent()
    assert.lengthOf(await approvalLines(), 0)
  })

  test('Refuser with a reason: the e-mail carries it, the log line too', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro: pending } = await esiAndPro('pending')
    const reason = "SIRET introuvable dans l'annuaire des entreprises & site web hors ligne."
    const response = await decide(client, admin, pending.id, 'refuse', { reason: `  ${reason} ` })
    response.assertFlashMessage(
      'success',
      `Compte de ${pending.fullName} refusé : un e-mail lui indique le motif.`
    )
    await pending.refresh()
    assert.equal(pending.approvalStatus, 'refusee')
    assert.equal(pending.approvalReason, reason)
    mails.assertSentCount(AccountRefusedNotification, 1)
    mails.assertSent(AccountRefusedNotification, (sent) => {
      sent.message.assertTo(pending.email)
      const { text, html } = sent.message.toJSON().message
      assert.include(String(text), reason)
      /* Escaped in the HTML part. */
      assert.include(String(html), 'des entreprises &amp; site web hors ligne.')
      return true
    })
    const [line] = await approvalLines()
    assert.equal(line.kind, 'account_refused')
    assert.equal(line.actorId, admin.id)
    assert.equal(line.details, `Motif : ${reason}`)
  })

  test('impossible changes are refused in French and change nothing', async ({
    client,
    assert,
  }) => {
    const admin = await accounts.esi()
    const otherAdmin = await accounts.esi()
    const validated = await accounts.pro()
    const pending = await UserFactory.apply('pending').create()
    const cases: [User, Decision, Record<string, unknown>, string][] = [
      [validated, 'approve', {}, 'Ce compte est déjà validé.'],
      [
        validated,
        'refuse',
        { reason: 'Non' },
        'Ce compte est déjà validé : suspendez-le s’il ne doit plus publier.',
      ],
      [validated, 'reinstate', {}, 'Ce compte n’est pas suspendu.'],
      [
        pending,
        'suspend',
        { reason: 'Non' },
        'Ce compte n’est pas encore validé : refusez-le plutôt.',
      ],
      [
        admin,
        'suspend',
        { reason: 'Non' },
        'Vous ne pouvez pas changer la validation de votre propre compte.',
      ],
      [
        otherAdmin,
        'suspend',
        { reason: 'Non' },
        'Un administrateur de l’école ne peut être ni refusé ni suspendu : retirez-lui d’abord le rôle admin.',
      ],
    ]
    for (const [target, decision, form, message] of cases) {
      const page = route('esidoor.pros.show', { id: target.id })
      const response = await decide(client, admin, target.id, decision, form, page)
      response.assertHeader('location', page)
      response.assertFlashMessage('error', message)
    }
    const statuses = await User.query().orderBy('id').select('approval_status')
    assert.deepEqual(
      statuses.map((row) => row.approvalStatus),
      ['validee', 'validee', 'validee', 'en_attente']
    )
    mails.assertNoneSent()
    assert.lengthOf(await SecurityEvent.all(), 0)
    const unknown = await decide(client, admin, 999999, 'approve')
    unknown.assertStatus(404)
  })

  test('20 parallel clicks on Valider: one approval, one e-mail, one log line', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro: pending } = await esiAndPro('pending')
    const responses: ApiResponse[] = await Promise.all(
      Array.from({ length: 20 }, () => decide(client, admin, pending.id, 'approve'))
    )
    const flashes = responses.map((response) =>
      String(response.flashMessage('success') ?? response.flashMessage('error'))
    )
    assert.lengthOf(
      flashes.filter((flash) => flash.startsWith('Compte de')),
      1
    )
    assert.lengthOf(
      flashes.filter((flash) => flash === 'Ce compte est déjà validé.'),
      19
    )
    mails.assertSentCount(AccountApprovedNotification, 1)
    assert.lengthOf(await approvalLines(), 1)
    await pending.refresh()
    assert.equal(pending.approvalStatus, 'validee')
  })

  test("a pro's e-sidoor page shows the status and the decisions it offers", async ({ client }) => {
    const { esi: admin, pro: pending } = await esiAndPro('pending')
    const page = await visitAs(client, admin, route('esidoor.pros.show', { id: pending.id }))
    page.assertInertiaPropsContains({
      pro: { approvalStatus: 'en_attente', approvalReason: null },
      approval: { changedBy: null, decisions: ['approve', 'refuse'] },
      can: { approveEmployers: true },
    })
    const readOnly = await UserFactory.merge({ role: 'esi', droit: null }).create()
    const seen = await visitAs(client, readOnly, route('esidoor.pros.show', { id: pending.id }))
    seen.assertInertiaPropsContains({ can: { approveEmployers: false } })
  })
})
