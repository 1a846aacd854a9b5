import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import queue from '@adonisjs/queue/services/main'
import type User from '#models/user'
import Interaction from '#models/interaction'
import MailDelivery, { type MailSpec, type MailStatus } from '#models/mail_delivery'
import SecurityEvent from '#models/security_event'
import { UserFactory } from '#database/factories/user_factory'
import type FailedMailTransformer from '#transformers/failed_mail_transformer'
import type { WireList } from '#tests/helpers/wire'
import { pushedMails } from '../mails/helpers.js'
import { aStaffMember, accounts, as, assertCostKept, esiAndPro } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage, assertRedirect } from '#tests/helpers/answers'
import { visitAs } from '#tests/helpers/as_user'
import { aContact } from '#tests/helpers/owned_records'

/*
| e-sidoor's « Envois en échec » (docs/product.md §4): what it lists, what it
| shows of each mail without composing it, who may see it, and Renvoyer
| (once, one job whatever the clicks) and Abandonner.
*/
type Props = {
  mails: WireList<FailedMailTransformer, 'toObject'>
  filters: { search: string | null; status: string | null; kind: string | null }
  kinds: { value: string; label: string }[]
  waitingHours: number
}

type Made = {
  spec: MailSpec
  status: MailStatus
  ago: { minutes: number } | { hours: number }
  userId?: number | null
  interactionId?: number | null
} & Partial<Pick<MailDelivery, 'attempts' | 'lastError' | 'recipient' | 'subject'>>

/** A delivery as the outbox and its job leave it, asked for `ago`. */
function delivery({ spec, ago, userId = null, interactionId = null, ...rest }: Made) {
  const at = DateTime.now().minus(ago)
  return MailDelivery.create({
    kind: spec.kind,
    data: spec.data,
    userId,
    interactionId,
    attempts: 0,
    createdAt: at,
    updatedAt: at,
    ...rest,
  })
}

/** A reset mail to `user` in `status`, asked for `ago`. */
function resetMail(user: User, status: MailStatus, ago: Made['ago'], more: Partial<Made> = {}) {
  const spec: MailSpec = { kind: 'reset_password', data: { userId: user.id } }
  return delivery({ spec, userId: user.id, status, ago, ...more })
}

/** A verification mail to `user`, waiting since `ago` (never composed). */
function waitingVerification(user: User, ago: Made['ago']) {
  const spec: MailSpec = { kind: 'verify_email', data: { userId: user.id } }
  return delivery({ spec, userId: user.id, status: 'en_attente', ago })
}

/** A reset mail to `user` that failed five times on a refused connection. */
function failedReset(user: User, ago: Made['ago'] = { hours: 3 }) {
  return resetMail(user, 'echec', ago, {
    attempts: 5,
    lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    recipient: user.email,
    subject: 'Réinitialisation de votre mot de passe',
  })
}

async function listPage(client: ApiClient, viewer: User, query = '') {
  const response = await visitAs(client, viewer, `${route('esidoor.failed_mails')}${query}`)
  assertPage(response, 'esidoor/failed_mails')
  return response.inertiaProps as Props
}

function post(client: ApiClient, viewer: User, id: number, action: 'resend' | 'abandon') {
  return as(client.post(route(`esidoor.failed_mails.${action}`, { id })), viewer)
    .withCsrfToken()
    .header('referer', `http://localhost${route('esidoor.failed_mails', {}, { page: 2 })}`)
    .redirects(0)
}

/** A template mail from `sender` to Camille, on her timeline, asked for `ago`. */
async function texteMail(sender: User, status: MailStatus, ago: Made['ago']) {
  const contact = await aContact(sender, { societeId: null, email: 'camille@numeria.fr' })
  const interaction = await Interaction.create({
    userId: sender.id,
    contactId: contact.id,
    type: 'email_envoye',
    sujet: 'Point sur le stage',
    occurredAt: DateTime.now(),
    mailStatus: status === 'echec' ? 'echec' : 'en_attente',
    mailAttempts: status === 'echec' ? 5 : 0,
  })
  const mail = await delivery({
    spec: {
      kind: 'template',
      data: {
        interactionId: interaction.id,
        to: { address: 'camille@numeria.fr', name: 'Camille Roussel' },
        replyTo: { address: sender.email, name: sender.fullName },
      },
    },
    userId: sender.id,
    interactionId: interaction.id,
    status,
    ago,
    attempts: status === 'echec' ? 5 : 0,
    lastError: status === 'echec' ? 'Greeting never received' : null,
  })
  return { mail, interaction }
}

test.group('Envois en échec | the list', () => {
  test('lists the failed mails and those waiting over an hour, newest first, and nothing else', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro: paul } = await esiAndPro({ email: 'paul@cabinet.fr' })
    const julie = await UserFactory.merge({ email: 'julie@atelier.fr' }).create()
    const failed = await failedReset(paul)
    /* Never composed (its worker is gone): its address comes from the account. */
    const stuck = await waitingVerification(julie, { hours: 2 })
    const { mail: texte } = await texteMail(paul, 'en_attente', { minutes: 90 })
    /* Not listed: still within its attempts, sent, annulled, abandoned. */
    await waitingVerification(julie, { minutes: 20 })
    for (const status of ['envoye', 'annule', 'abandonne'] as const) {
      await resetMail(paul, status, { hours: 5 })
    }

    const { mails, kinds, waitingHours } = await listPage(client, admin)
    assert.deepEqual(
      mails.data.map((row) => row.id),
      [texte.id, stuck.id, failed.id]
    )
    assert.equal(mails.meta.total, 3)
    assert.equal(waitingHours, 1)
    assert.deepInclude(kinds, { value: 'template', label: 'Modèle envoyé à un contact' })
    assert.deepInclude(mails.data[2], {
      kind: 'reset_password',
      kindLabel: 'Réinitialisation du mot de passe',
      status: 'echec',
      recipient: 'paul@cabinet.fr',
      subject: 'Réinitialisation de votre mot de passe',
      reason: "Serveur d'envoi (SMTP) injoignable : connexion refusée",
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
      attempts: 5,
      resentAt: null,
    })
    assert.deepInclude(mails.data[1], {
      kindLabel: "Vérification d'adresse",
      status: 'en_attente',
      recipient: 'julie@atelier.fr',
      subject: null,
      reason: null,
      attempts: 0,
      lastAttemptAt: null,
    })
    /* A template's address is in its data, its subject on the contact's timeline. */
    assert.deepInclude(mails.data[0], {
      recipient: 'camille@numeria.fr',
      subject: 'Point sur le stage',
    })
  })

  test('a page costs the same queries for 3 uncomposed mails as for 25', async ({
    client,
    assert,
  }) => {
    const admin = await accounts.esi()
    const users = await UserFactory.createMany(25)
    const stuck = (user: User) => waitingVerification(user, { hours: 2 })
    for (const user of users.slice(0, 3)) await stuck(user)
    await listPage(client, admin)
    await assertCostKept(
      assert,
      () => listPage(client, admin),
      async () => {
        for (const user of users.slice(3)) await stuck(user)
      }
    )
    const { mails } = await listPage(client, admin)
    assert.lengthOf(mails.data, 25)
    assert.isTrue(mails.data.every((row) => row.recipient?.includes('@')))
  })

  test('25 a page; filters by statut, type and address; a bad value is dropped', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro: paul } = await esiAndPro({ email: 'paul@cabinet.fr' })
    for (let index = 0; index < 28; index++) await failedReset(paul, { hours: 3 + index })
    const { mail: texte } = await texteMail(paul, 'en_attente', { hours: 2 })

    const first = await listPage(client, admin)
    assert.lengthOf(first.mails.data, 25)
    assert.deepInclude(first.mails.meta, { total: 29, currentPage: 1, lastPage: 2 })
    const second = await listPage(client, admin, '?page=2')
    assert.lengthOf(second.mails.data, 4)

    const waiting = await listPage(client, admin, '?status=en_attente')
    assert.deepEqual(
      waiting.mails.data.map((row) => row.id),
      [texte.id]
    )
    assert.equal(waiting.filters.status, 'en_attente')
    const failed = await listPage(client, admin, '?status=echec&kind=reset_password')
    assert.equal(failed.mails.meta.total, 28)
    const found = await listPage(client, admin, '?search=NUMERIA')
    assert.equal(found.mails.meta.total, 0, 'the search reads recorded addresses only')
    const byAddress = await listPage(client, admin, '?search=cabinet.fr')
    assert.equal(byAddress.mails.meta.total, 28)

    const bad = await listPage(client, admin, '?status=envoye&kind=nope&page=abc')
    assert.deepEqual(bad.filters, { search: null, status: null, kind: null })
    assert.equal(bad.mails.meta.total, 29)
  })

  test('esi admins only: a pro and an esi without droit admin get 403, a guest the login', async ({
    client,
    assert,
  }) => {
    const pro = await accounts.pro()
    /* The school's staff without droit admin (the factory's esi state is an admin). */
    const esiReader = await aStaffMember()
    const failed = await failedReset(pro)
    for (const viewer of [pro, esiReader]) {
      const page = await visitAs(client, viewer, route('esidoor.failed_mails'))
      page.assertStatus(403)
      for (const action of ['resend', 'abandon'] as const) {
        const response = await post(client, viewer, failed.id, action)
        response.assertStatus(403)
      }
      /* No count of them in the shared props either. */
      const dashboard = await visitAs(client, viewer, route('profile.edit'))
      dashboard.assertInertiaPropsContains({ failedMails: null })
    }
    assertRedirect(await client.get(route('esidoor.failed_mails')).redirects(0), route('login'))
    await failed.refresh()
    assert.equal(failed.status, 'echec')
    assert.isNull(failed.resentAt)
    assert.lengthOf(
      await SecurityEvent.query().whereIn('kind', ['mail_resent', 'mail_abandoned']),
      0
    )
  })

  test("the count beside e-sidoor: esi admins' shared prop", async ({ client }) => {
    const { esi: admin, pro } = await esiAndPro()
    await failedReset(pro)
    await failedReset(pro)
    const response = await visitAs(client, admin, route('profile.edit'))
    response.assertInertiaPropsContains({ failedMails: 2 })
  })
})

test.group('Envois en échec | Renvoyer and Abandonner', (group) => {
  group.each.teardown(() => queue.restore())

  test('Renvoyer puts it back into the outbox once, with its line in the security log', async ({
    client,
    assert,
  }) => {
    const fake = queue.fake()
    const { esi: admin, pro: paul } = await esiAndPro({ email: 'paul@cabinet.fr' })
    const failed = await failedReset(paul)

    const response = await post(client, admin, failed.id, 'resend')
    response.assertHeader('location', route('esidoor.failed_mails', {}, { page: 2 }))
    response.assertFlashMessage('success', "E-mail remis dans la file d'envoi.")
    assert.deepEqual(pushedMails(fake), [{ deliveryId: failed.id, kind: 'reset_password' }])
    await failed.refresh()
    assert.equal(failed.status, 'en_attente')
    assert.equal(failed.attempts, 0)
    assert.isNull(failed.lastError)
    assert.equal(failed.resentBy, admin.id)
    assert.isNotNull(failed.resentAt)

    const [line] = await SecurityEvent.query().where('kind', 'mail_resent')
    assert.equal(line.userId, paul.id)
    assert.equal(line.actorId, admin.id)
    assert.isNull(line.email)
    assert.equal(line.details, `Envoi n° ${failed.id} · Réinitialisation du mot de passe`)
    assert.notInclude(line.details ?? '', 'paul@')

    /* Just resent: it waits again, off the list. */
    const { mails } = await listPage(client, admin)
    assert.equal(mails.meta.total, 0)

    /* It failed again: listed, marked as resent, and not resent a second time. */
    await failed.merge({ status: 'echec', attempts: 5, lastError: 'ETIMEDOUT' }).save()
    const again = await listPage(client, admin)
    assert.deepInclude(again.mails.data[0], { id: failed.id, resentBy: admin.fullName })
    const refused = await post(client, admin, failed.id, 'resend')
    refused.assertHeader('location', route('esidoor.failed_mails', {}, { page: 2 }))
    refused.assertFlashMessage(
      'error',
      'Cet e-mail a déjà été renvoyé une fois : abandonnez-le, ou prévenez le destinataire autrement.'
    )
    assert.lengthOf(pushedMails(fake), 1)
    await failed.refresh()
    assert.equal(failed.status, 'echec')
    assert.lengthOf(await SecurityEvent.query().where('kind', 'mail_resent'), 1)

    /* A JSON caller gets the same refusal as a 409. */
    const json = await as(
      client.post(route('esidoor.failed_mails.resend', { id: failed.id })),
      admin
    )
      .withCsrfToken()
      .header('accept', 'application/json')
      .header('x-requested-with', 'XMLHttpRequest')
    json.assertStatus(409)
    assert.match(json.body().message, /déjà été renvoyé/)
  })

  test('20 Renvoyer at once dispatch one job and write one line', async ({ client, assert }) => {
    const fake = queue.fake()
    const admin = await accounts.esi()
    const failed = await failedReset(await accounts.pro())
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(client, admin, failed.id, 'resend'))
    )
    const flashed = responses.map((response) => Object.keys(response.flashMessages()).join())
    assert.equal(flashed.filter((kind) => kind === 'success').length, 1)
    assert.equal(flashed.filter((kind) => kind === 'error').length, 19)
    assert.lengthOf(pushedMails(fake), 1)
    assert.lengthOf(await SecurityEvent.query().where('kind', 'mail_resent'), 1)
  })

  test('a mail that waited over an hour can be resent; one still within its attempts cannot', async ({
    client,
    assert,
  }) => {
    const fake = queue.fake()
    const { esi: admin, pro: julie } = await esiAndPro()
    const stuck = await waitingVerification(julie, { hours: 2 })
    const recent = await waitingVerification(julie, { minutes: 10 })
    const resent = await post(client, admin, stuck.id, 'resend')
    resent.assertFlashMessage('success', "E-mail remis dans la file d'envoi.")
    for (const action of ['resend', 'abandon'] as const) {
      const response = await post(client, admin, recent.id, action)
      response.assertFlashMessage(
        'error',
        "Cet e-mail est encore en cours d'envoi : attendez la fin de ses tentatives."
      )
    }
    assert.deepEqual(pushedMails(fake), [{ deliveryId: stuck.id, kind: 'verify_email' }])
    await recent.refresh()
    assert.equal(recent.status, 'en_attente')
  })

  test('Abandonner: it leaves the list for good, its timeline entry says so', async ({
    client,
    assert,
  }) => {
    const fake = queue.fake()
    const { esi: admin, pro: paul } = await esiAndPro()
    const { mail, interaction } = await texteMail(paul, 'echec', { hours: 3 })

    const response = await post(client, admin, mail.id, 'abandon')
    response.assertHeader('location', route('esidoor.failed_mails', {}, { page: 2 }))
    response.assertFlashMessage('success', 'E-mail abandonné : il ne sera pas envoyé.')
    await mail.refresh()
    assert.equal(mail.status, 'abandonne')
    await interaction.refresh()
    assert.equal(interaction.mailStatus, 'abandonne')
    const [line] = await SecurityEvent.query().where('kind', 'mail_abandoned')
    assert.deepInclude(line.$attributes, {
      userId: paul.id,
      actorId: admin.id,
      email: null,
      details: `Envoi n° ${mail.id} · Modèle envoyé à un contact`,
    })
    const { mails } = await listPage(client, admin)
    assert.equal(mails.meta.total, 0)

    /* Neither resent nor abandoned again. */
    for (const action of ['resend', 'abandon'] as const) {
      const refused = await post(client, admin, mail.id, action)
      refused.assertFlashMessage(
        'error',
        "Cet e-mail a été abandonné ou n'avait plus rien à envoyer."
      )
    }
    assert.lengthOf(pushedMails(fake), 0)
  })

  test('a sent mail or a missing id is refused: a toast, a 404', async ({ client }) => {
    const { esi: admin, pro } = await esiAndPro()
    const sent = await resetMail(pro, 'envoye', { hours: 3 })
    const refused = await post(client, admin, sent.id, 'resend')
    refused.assertFlashMessage('error', 'Cet e-mail est déjà parti.')
    const missing = await post(client, admin, sent.id + 1000, 'resend')
    missing.assertStatus(404)
    const gone = await post(client, admin, sent.id + 1000, 'abandon')
    gone.assertStatus(404)
  })

  test('a resent template mail of a sender the school stopped vouching for is not sent', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro: sender } = await esiAndPro('suspended')
    const { mail, interaction } = await texteMail(sender, 'echec', { hours: 3 })
    /* The suite's queue runs the job at once, inside the request. */
    const response = await post(client, admin, mail.id, 'resend')
    response.assertFlashMessage('success', "E-mail remis dans la file d'envoi.")
    await mail.refresh()
    assert.equal(mail.status, 'annule')
    assert.equal(mail.lastError, 'sender not vouched')
    await interaction.refresh()
    assert.equal(interaction.mailStatus, 'echec')
  })
})
