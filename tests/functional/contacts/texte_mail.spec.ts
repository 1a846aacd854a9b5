import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import mail from '@adonisjs/mail/services/main'
import queue from '@adonisjs/queue/services/main'
import Interaction from '#models/interaction'
import TexteMail from '#mails/texte_mail'
import { UserFactory } from '#database/factories/user_factory'
import { contactsWith, fieldErrors } from './helpers.js'
import { route, routeOf } from '#tests/helpers/routes'
import { aContact, aSociete, aTexte, anOffre } from '#tests/helpers/owned_records'
import { sendAs, visitAs } from '#tests/helpers/as_user'

/*
| "Envoyer un e-mail" (docs/product.md, "Activité"): a template rendered for
| a contact, edited, sent through the mailer (the fake one here) from the
| app's sender with the user as reply-to, and recorded as an interaction.
*/
const HOSTILE = '<img src=x onerror=alert(1)>'

async function fixture(email = 'paul@cabinet.fr') {
  const user = await UserFactory.merge({
    fullName: 'Paul Rousseau',
    email,
  }).create()
  const societe = await aSociete(user, { nom: 'Numéria & Co' })
  const contact = await aContact(user, {
    societeId: societe.id,
    prenom: HOSTILE,
    nom: 'Roussel',
    email: 'camille@numeria.fr',
  })
  const offre = await anOffre(user, societe, { titre: 'Développeur <script>' })
  const texte = await aTexte(user, {
    nom: 'Relance',
    sujet: 'Votre candidature – {{offre.titre}}',
    contenu: '<p>Bonjour {{contact.prenom}},</p><p>Au sujet de {{offre.reference}}.</p>',
  })
  return { user, societe, contact, offre, texte }
}

/** The compose form of `contact`'s page, sent by `user`. */
function mailAs(client: ApiClient, user: User, contactId: number, form: Record<string, unknown>) {
  return sendAs(client.post(route('contacts.email.send', { id: contactId })).form(form), user)
}

/** The fake mailer, then the fixture: for the tests that send. */
async function sending() {
  const { mails } = mail.fake()
  return { mails, ...(await fixture()) }
}

/** No e-mail left, no interaction recorded. */
async function nothingSent(mails: ReturnType<typeof mail.fake>['mails'], assert: Assert) {
  mails.assertNoneSent()
  assert.lengthOf(await Interaction.all(), 0)
}

/** `response` is refused with `errors` (each field's one French message); nothing sent or recorded. */
async function assertRefused(
  assert: Assert,
  mails: ReturnType<typeof mail.fake>['mails'],
  response: ApiResponse,
  errors: Record<string, string>
) {
  for (const [field, message] of Object.entries(errors)) {
    assert.deepEqual(fieldErrors(response)[field], [message])
  }
  await nothingSent(mails, assert)
}

const TRASHED = 'Ce contact est dans la corbeille : restaurez-le avant de lui écrire.'

const SEND = {
  sujet: 'Votre candidature',
  corps: '<p>Bonjour Camille,</p><p>Merci <strong>beaucoup</strong>.</p>',
}

test.group('Contacts | envoyer un texte par e-mail', () => {
  test('the compose page renders the template for the contact and the offre, values escaped', async ({
    client,
    assert,
  }) => {
    const { user, contact, offre, texte } = await fixture()
    const response = await visitAs(
      client,
      user,
      route('contacts.email', { id: contact.id }, { texte: texte.id, offre: offre.id })
    )
    response.assertStatus(200)
    response.assertInertiaComponent('contacts/email')
    const props = response.inertiaProps as Record<string, any>
    assert.deepEqual(props.selection, { texte: texte.id, offre: offre.id })
    assert.equal(props.draft.sujet, 'Votre candidature – Développeur <script>')
    assert.include(props.draft.corps, 'Bonjour &lt;img src=x onerror=alert(1)&gt;,')
    assert.notInclude(props.draft.corps, '<img')
    assert.include(props.draft.corps, offre.reference)
    assert.equal(props.replyTo, 'paul@cabinet.fr')
    assert.deepEqual(props.contact, {
      id: contact.id,
      nomComplet: `${HOSTILE} Roussel`,
      email: 'camille@numeria.fr',
    })
  })

  test('sending goes through the mailer to the contact, replies to the user, and is recorded once', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact, offre, texte } = await sending()
    const response = await mailAs(client, user, contact.id, {
      ...SEND,
      texteId: texte.id,
      offreId: offre.id,
    })
    response.assertStatus(302)
    response.assertHeader('location', route('contacts.show', { id: contact.id }))
    response.assertFlashMessage('success', `E-mail envoyé à ${HOSTILE} Roussel.`)

    mails.assertSentCount(TexteMail, 1)
    mails.assertSent(TexteMail, ({ message }) => {
      message.assertTo('camille@numeria.fr', `${HOSTILE} Roussel`)
      message.assertReplyTo('paul@cabinet.fr', 'Paul Rousseau')
      message.assertFrom('no-reply@e-sidoor.fr', 'e-sidoor')
      message.assertSubject('Votre candidature')
      message.assertHtmlIncludes('<p>Merci <strong>beaucoup</strong>.</p>')
      message.assertTextIncludes('Bonjour Camille,\n\nMerci beaucoup.')
      return true
    })
    const interactions = await Interaction.query().where('contactId', contact.id)
    assert.lengthOf(interactions, 1)
    assert.equal(interactions[0].type, 'email_envoye')
    assert.equal(interactions[0].sujet, 'Votre candidature')
    assert.equal(interactions[0].resume, SEND.corps)
    assert.equal(interactions[0].offreId, offre.id)
    assert.equal(interactions[0].userId, user.id)
  })

  test('hostile HTML in the message is sanitised in the e-mail and in the history', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact } = await sending()
    await mailAs(client, user, contact.id, {
      sujet: 'Objet\r\nBcc: victime@example.fr',
      corps: '<p onclick="x()">Bonjour<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    })
    mails.assertSent(TexteMail, ({ message }) => {
      const html = message.toJSON().message.html as string
      assert.notInclude(html, '<script')
      assert.notInclude(html, 'onerror')
      assert.notInclude(html, 'onclick')
      message.assertSubject('Objet Bcc: victime@example.fr')
      return true
    })
    const [sent] = await Interaction.query().where('contactId', contact.id)
    assert.equal(sent.resume, '<p>Bonjour</p>')
  })

  test('a contact without an e-mail address: a French refusal, nothing sent or recorded', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact } = await sending()
    contact.email = null
    await contact.save()

    const page = await visitAs(client, user, route('contacts.email', { id: contact.id }))
    page.assertInertiaPropsContains({ contact: { email: null } })

    const response = await mailAs(client, user, contact.id, SEND).header(
      'referer',
      route('contacts.email', { id: contact.id })
    )
    response.assertStatus(302)
    await assertRefused(assert, mails, response, {
      envoi: 'Ce contact n’a pas d’adresse e-mail : ajoutez-en une pour lui écrire.',
    })
  })

  test('another owner’s contact is a 404; their private template is refused; nothing sent', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact } = await sending()
    const other = await fixture('claire@cabinet.fr')

    const page = await visitAs(client, user, route('contacts.email', { id: other.contact.id }))
    page.assertStatus(404)
    const post = await mailAs(client, user, other.contact.id, SEND)
    post.assertStatus(404)

    /* Their private template is not offered, nor accepted. */
    const compose = await visitAs(
      client,
      user,
      route('contacts.email', { id: contact.id }, { texte: other.texte.id })
    )
    compose.assertInertiaPropsContains({ selection: { texte: null }, draft: { sujet: '' } })
    const refused = await mailAs(client, user, contact.id, {
      ...SEND,
      texteId: other.texte.id,
      offreId: other.offre.id,
    })
    refused.assertStatus(302)
    await assertRefused(assert, mails, refused, { texteId: 'Choisissez un de vos textes.' })
  })

  test('a shared template of someone else may be used', async ({ client, assert }) => {
    const { mails, user, contact } = await sending()
    const author = await UserFactory.create()
    const shared = await aTexte(author, { sujet: 'Partagé' }, 'shared')
    const compose = await visitAs(
      client,
      user,
      route('contacts.email', { id: contact.id }, { texte: shared.id })
    )
    compose.assertInertiaPropsContains({
      selection: { texte: shared.id },
      draft: { sujet: 'Partagé' },
    })
    const response = await mailAs(client, user, contact.id, { ...SEND, texteId: shared.id })
    response.assertHeader('location', route('contacts.show', { id: contact.id }))
    mails.assertSentCount(TexteMail, 1)
    assert.lengthOf(await Interaction.all(), 1)
  })

  test('lecteur and visiteur get 403 on the page and the send; nothing sent', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    for (const state of ['lecteur', 'visiteur'] as const) {
      const reader = await UserFactory.apply(state).create()
      const contact = await aContact(reader, { societeId: null })
      const page = await visitAs(client, reader, route('contacts.email', { id: contact.id }))
      page.assertStatus(403)
      const post = await mailAs(client, reader, contact.id, SEND)
      post.assertStatus(403)
    }
    await nothingSent(mails, assert)
  })

  test('a bad form: French field errors, nothing sent', async ({ client, assert }) => {
    const { mails, user, contact } = await sending()
    const response = await mailAs(client, user, contact.id, { sujet: '', corps: '<p> </p>' })
    await assertRefused(assert, mails, response, {
      sujet: 'Le champ objet est obligatoire.',
      corps: 'Le champ message est obligatoire.',
    })
  })

  test('throttled per user: 20 an hour, even sent in parallel; the 21st is refused in French', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact } = await sending()
    /* Five addresses: each one's own limit (5 an hour per user) stays out of the way. */
    const contacts = [
      contact,
      ...(await contactsWith(
        user,
        [1, 2, 3, 4].map((n) => ({ email: `contact${n}@numeria.fr` }))
      )),
    ]
    const send = (index: number) => mailAs(client, user, contacts[index % 5].id, SEND)
    const answers = await Promise.all(Array.from({ length: 22 }, (_, index) => send(index)))
    const sent = answers.filter(
      (answer) => routeOf(answer.header('location') ?? '/') === 'contacts.show'
    )
    assert.lengthOf(sent, 20)
    const refused = answers.filter((answer) => fieldErrors(answer).envoi)
    assert.lengthOf(refused, 2)
    assert.match(fieldErrors(refused[0]).envoi[0], /^Vous avez envoyé 20 e-mails en une heure/)
    mails.assertSentCount(TexteMail, 20)
    assert.lengthOf(await Interaction.query().where('userId', user.id), 20)

    /* Another user is not held back by the first one's sends. */
    const other = await fixture('claire@cabinet.fr')
    const theirs = await mailAs(client, other.user, other.contact.id, SEND)
    theirs.assertHeader('location', route('contacts.show', { id: other.contact.id }))
  })

  test('the contact’s escaped name stays text in the e-mail sent from the rendered draft', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact, texte } = await sending()
    const compose = await visitAs(
      client,
      user,
      route('contacts.email', { id: contact.id }, { texte: texte.id })
    )
    const { draft } = compose.inertiaProps as { draft: { sujet: string; corps: string } }
    await mailAs(client, user, contact.id, { ...draft, texteId: texte.id })
    mails.assertSent(TexteMail, ({ message }) => {
      const html = message.toJSON().message.html as string
      assert.include(html, 'Bonjour &lt;img src=x onerror=alert(1)&gt;,')
      assert.notInclude(html, '<img')
      message.assertTextIncludes(`Bonjour ${HOSTILE},`)
      return true
    })
  })

  test('the queue refuses the mail: a French error, nothing recorded', async ({
    client,
    assert,
  }) => {
    const { user, contact } = await fixture()
    /* What a queue whose storage is down does to a dispatch (a failing SMTP server is retried: tests/functional/mails/). */
    const failing = Object.assign(queue.fake(), {
      pushOn: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:6379')
      },
    })
    try {
      const response = await mailAs(client, user, contact.id, SEND)
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response).envoi, [
        'L’e-mail n’a pas pu être envoyé. Réessayez dans quelques minutes.',
      ])
    } finally {
      failing.clear()
      queue.restore()
    }
    assert.lengthOf(await Interaction.all(), 0)
  })

  test('a sent e-mail stays as it was sent: editing it is refused (403), deleting it is not', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user, contact } = await fixture()
    await mailAs(client, user, contact.id, SEND)
    const sent = await Interaction.query().where('contactId', contact.id).firstOrFail()
    const edit = await sendAs(
      client
        .put(route('interactions.update', { id: sent.id }))
        .form({ type: 'note', occurredAt: '2026-03-10T14:30', resume: '<p>Réécrit</p>' }),
      user
    )
    edit.assertStatus(403)
    await sent.refresh()
    assert.equal(sent.type, 'email_envoye')
    assert.equal(sent.resume, SEND.corps)

    const remove = await sendAs(client.delete(route('interactions.destroy', { id: sent.id })), user)
    remove.assertStatus(302)
    assert.lengthOf(await Interaction.query().where('contactId', contact.id), 0)
  })

  test('a contact in the trash is not written to: back to its page, or a French refusal', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact } = await sending()
    await contact.moveToTrash()
    const page = await visitAs(client, user, route('contacts.email', { id: contact.id })).redirects(
      0
    )
    page.assertStatus(302)
    page.assertHeader('location', route('contacts.show', { id: contact.id }))
    page.assertFlashMessage('error', TRASHED)
    const post = await mailAs(client, user, contact.id, SEND)
    await assertRefused(assert, mails, post, { envoi: TRASHED })
  })

  test('an oversized subject or message is refused in French; NUL is stripped; nothing else sent', async ({
    client,
    assert,
  }) => {
    const { mails, user, contact } = await sending()
    const long = await mailAs(client, user, contact.id, {
      sujet: 'x'.repeat(10_000),
      corps: `<p>${'y'.repeat(100_001)}</p>`,
    })
    await assertRefused(assert, mails, long, {
      sujet: 'Le champ objet ne doit pas dépasser 200 caractères.',
      corps: 'Le champ message ne doit pas dépasser 100000 caractères.',
    })

    await mailAs(client, user, contact.id, {
      sujet: 'Bon\u0000jour\u2028à vous',
      corps: '<p>Bon\u0000jour</p>',
    })
    mails.assertSent(TexteMail, ({ message }) => {
      message.assertSubject('Bonjour\u2028à vous')
      return true
    })
    const [sent] = await Interaction.query().where('contactId', contact.id)
    assert.equal(sent.resume, '<p>Bonjour</p>')
    assert.equal(sent.sujet, 'Bonjour\u2028à vous')
  })
})
