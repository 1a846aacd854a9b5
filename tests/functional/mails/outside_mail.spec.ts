import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/user'
import Interaction from '#models/interaction'
import MailDelivery from '#models/mail_delivery'
import TexteMail from '#mails/texte_mail'
import { UserFactory } from '#database/factories/user_factory'
import { candidaturesTo, offreOf } from '../candidatures/helpers.js'
import { asJson } from '../access/helpers.js'
import { submit, visit } from '../societes/helpers.js'
import { fakeMailAndQueue, pushedMails, runPushedMails } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, aTexte } from '#tests/helpers/owned_records'

/*
| Mail to an address the user chooses (a contact, a candidate) leaves from
| the school's address, so only an account the school validated sends it
| (app/services/accounts/account_standing.ts): a pending, refused or
| suspended account is refused on every such route with nothing queued, and
| reads why on the page before the click; a mail queued before a suspension
| is not sent. The phishing walk of issue 40: an outside address, a link.
*/

const PENDING =
  "Votre compte doit être validé par l'école avant d'envoyer des e-mails : ils partent de l'adresse de l'école."
const REFUSED = "Votre compte n'a pas été validé par l'école : vous ne pouvez pas envoyer d'e-mail."

const PHISHING = {
  sujet: 'Action requise sur votre dossier',
  corps: '<p>Confirmez vos identifiants : <a href="https://esi-d00r.example/login">ici</a></p>',
}

type State = 'pending' | 'refused' | 'suspended'
const UNVOUCHED: State[] = ['pending', 'refused', 'suspended']

/** What each account gets on a send route: refused (403), a suspended one has no session. */
const REFUSAL: Record<State, [number, string | null]> = {
  pending: [403, null],
  refused: [403, null],
  suspended: [302, route('login')],
}

/** A pro in `state` (validated by default; `esi` for the school's staff) with a contact at an outside address. */
async function senderWithContact(state?: State | 'esi') {
  const user = await (state ? UserFactory.apply(state) : UserFactory).create()
  const societe = await aSociete(user)
  const contact = await aContact(user, { societeId: societe.id, email: 'cible@dehors.example' })
  return { user, contact }
}

/** A pro in `state` with a refused application to one of its offers, and a reply template. */
async function senderWithCandidature(state?: State) {
  const user = await (state ? UserFactory.apply(state) : UserFactory).create()
  const [candidature] = await candidaturesTo(await offreOf(user), 1, () => ({
    email: 'candidat@dehors.example',
    statut: 'refusee',
  }))
  const texte = await aTexte(user, {
    nom: 'Réponse négative',
    categorie: 'candidats',
    sujet: PHISHING.sujet,
    contenu: PHISHING.corps,
  })
  return { user, candidature, texte }
}

/** The compose page of the sender's contact, as the sender reads it. */
function composePage(client: ApiClient, sender: { user: User; contact: { id: number } }) {
  return visit(client, sender.user, route('contacts.email', { id: sender.contact.id }))
}

function postTexte(client: ApiClient, user: User, contactId: number) {
  return submit(client, user, 'POST', route('contacts.email.send', { id: contactId }), PHISHING)
}

function postReply(client: ApiClient, user: User, candidatureId: number, texteId: number) {
  return submit(client, user, 'POST', route('candidatures.reponse', { id: candidatureId }), {
    texteId,
  })
}

/** Nothing in the outbox, on the queue, at the mailer or on a timeline. */
async function assertNothingQueued(
  assert: Assert,
  mails: ReturnType<typeof mail.fake>['mails'],
  why: string
) {
  assert.lengthOf(await MailDelivery.all(), 0, why)
  assert.lengthOf(await Interaction.query().where('type', 'email_envoye'), 0, why)
  mails.assertNoneSent()
}

/**
 * With the mailer faked, each account in UNVOUCHED sends through `send`: answered as
 * REFUSAL says, nothing queued. The faked mailer's mails.
 */
async function assertEachUnvouchedRefused(
  assert: Assert,
  send: (state: State) => Promise<ApiResponse>
) {
  const { mails } = mail.fake()
  for (const state of UNVOUCHED) {
    const response = await send(state)
    const [status, location] = REFUSAL[state]
    response.assertStatus(status)
    if (location) response.assertHeader('location', location)
    await assertNothingQueued(assert, mails, state)
  }
  return mails
}

test.group('Mail to outside addresses | only accounts the school validated', (group) => {
  group.each.timeout(60_000)

  test('template e-mail: pending, refused and suspended are refused, nothing queued', async ({
    client,
    assert,
  }) => {
    const mails = await assertEachUnvouchedRefused(assert, async (state) => {
      const { user, contact } = await senderWithContact(state)
      return postTexte(client, user, contact.id)
    })
    /* A JSON caller too. */
    const { user, contact } = await senderWithContact('pending')
    const json = await asJson(client.post(route('contacts.email.send', { id: contact.id })), user)
      .json(PHISHING)
      .withCsrfToken()
    json.assertStatus(403)
    await assertNothingQueued(assert, mails, 'json')
  })

  test('template e-mail: a validated pro and the school’s staff send it', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    for (const state of [undefined, 'esi'] as const) {
      const { user, contact } = await senderWithContact(state)
      const response = await postTexte(client, user, contact.id)
      response.assertHeader('location', route('contacts.show', { id: contact.id }))
      response.assertFlashMessage('success', `E-mail envoyé à ${contact.nomComplet}.`)
    }
    assert.lengthOf(await MailDelivery.query().where('status', 'envoye'), 2)
    mails.assertSentCount(TexteMail, 2)
  })

  test('the compose page says why before the click; a validated pro reads nothing', async ({
    client,
  }) => {
    const page = await composePage(client, await senderWithContact('pending'))
    page.assertStatus(200)
    page.assertInertiaPropsContains({ mailRefusal: PENDING })

    /* A refused account is read-only: no "Envoyer un e-mail" on the contact, no compose page. */
    const refused = await senderWithContact('refused')
    const contactPage = await visit(
      client,
      refused.user,
      route('contacts.show', { id: refused.contact.id })
    )
    contactPage.assertInertiaPropsContains({ can: { update: false } })
    const compose = await composePage(client, refused)
    compose.assertStatus(403)

    const allowed = await composePage(client, await senderWithContact())
    allowed.assertInertiaPropsContains({ mailRefusal: null })
  })

  test('reply to a candidate: pending, refused and suspended are refused, nothing queued', async ({
    client,
    assert,
  }) => {
    await assertEachUnvouchedRefused(assert, async (state) => {
      const { user, candidature, texte } = await senderWithCandidature(state)
      return postReply(client, user, candidature.id, texte.id)
    })

    const validated = await senderWithCandidature()
    const sent = await postReply(
      client,
      validated.user,
      validated.candidature.id,
      validated.texte.id
    )
    sent.assertHeader('location', route('candidatures.show', { id: validated.candidature.id }))
    const deliveries = await MailDelivery.query().where('kind', 'application_reply')
    assert.deepEqual(
      deliveries.map((row) => [row.userId, row.status]),
      [[validated.user.id, 'envoye']]
    )
  })

  test('the application’s page says why instead of a live "Envoyer au candidat"', async ({
    client,
  }) => {
    for (const [state, refusal] of [
      ['pending', PENDING],
      ['refused', REFUSED],
    ] as const) {
      const { user, candidature } = await senderWithCandidature(state)
      const page = await visit(client, user, route('candidatures.show', { id: candidature.id }))
      /* A refused account reads its applications but changes none: no reply form at all. */
      page.assertInertiaPropsContains(
        state === 'pending' ? { reply: { refusal } } : { can: { update: false }, reply: null }
      )
    }
    const validated = await senderWithCandidature()
    const page = await visit(
      client,
      validated.user,
      route('candidatures.show', { id: validated.candidature.id })
    )
    page.assertInertiaPropsContains({ reply: { refusal: null } })
  })

  test('a mail queued before a suspension is not sent, and its timeline says so', async ({
    client,
    assert,
  }) => {
    const { mails, fake } = fakeMailAndQueue()
    const { user, contact } = await senderWithContact()
    const candidatureSender = await senderWithCandidature()
    await postTexte(client, user, contact.id)
    const { candidature, texte } = candidatureSender
    await postReply(client, candidatureSender.user, candidature.id, texte.id)
    assert.lengthOf(pushedMails(fake), 2)

    for (const sender of [user, candidatureSender.user]) {
      sender.approvalStatus = 'suspendue'
      await sender.save()
    }
    await runPushedMails(fake)
    mails.assertNoneSent()
    const deliveries = await MailDelivery.query().orderBy('id')
    assert.deepEqual(
      deliveries.map((row) => [row.kind, row.status]),
      [
        ['template', 'annule'],
        ['application_reply', 'annule'],
      ]
    )
    const [interaction] = await Interaction.query().where('type', 'email_envoye')
    assert.equal(interaction.mailStatus, 'echec')
  })
})
