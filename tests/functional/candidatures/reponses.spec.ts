import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Candidature from '#models/candidature'
import CandidatureReponse from '#models/candidature_reponse'
import MailDelivery from '#models/mail_delivery'
import Texte from '#models/texte'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { giveCandidatTextes } from '#services/textes/candidat_textes'
import { eraseCandidatures } from '#services/candidatures/erasure'
import { candidaturesTo, as, offreOf } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { aTexte } from '#tests/helpers/owned_records'

/*
| Issue 41, defects 2 and 3: the reply to a candidate offers « Candidats »
| templates only (never the school's shared welcome message for recruiters),
| chosen by the application's statut and written with the candidate's
| placeholders; a reply sent is recorded on the application (who, when,
| which template, the text as sent), shown in its activity and in the reply
| box as « Réponse envoyée le … », with « Envoyer une autre réponse ».
*/

/** The school's shared « Contacts » template that the old reply box offered to a refused candidate. */
async function schoolWelcome() {
  const esi = await UserFactory.apply('esi').create()
  return Texte.create({
    userId: esi.id,
    nom: 'Bienvenue sur e-sidoor',
    sujet: 'Bienvenue, {{contact.prenom}} !',
    contenu: '<p>L’équipe de l’école vous souhaite la bienvenue.</p>',
    partage: true,
  })
}

/** An owner (with the three « Candidats » templates a new account gets) and one application at `statut`. */
async function ownerWithCandidature(statut: Candidature['statut'] = 'refusee', withTextes = true) {
  const owner = await UserFactory.merge({ fullName: 'Claire Recruteuse' }).create()
  if (withTextes) await giveCandidatTextes(owner.id)
  const offre = await offreOf(owner, { titre: 'Comptable' })
  await offre.load('societe')
  const [candidature] = await candidaturesTo(offre, 1, () => ({
    prenom: 'Léo <b>',
    nom: 'Bernard',
    email: 'leo.bernard@example.fr',
    statut,
  }))
  return { owner, offre, candidature }
}

/** `owner`'s template named `nom`. */
function texteOf(owner: User, nom: string) {
  return Texte.query().where('user_id', owner.id).where('nom', nom).firstOrFail()
}

function replyOf(client: ApiClient, owner: User, id: number) {
  return visitAs(client, owner, route('candidatures.show', { id }))
}

/** The page's reply box. */
async function replyBox(client: ApiClient, owner: User, id: number) {
  const page = await replyOf(client, owner, id)
  return page.inertiaProps.reply
}

function send(client: ApiClient, owner: User, id: number, texteId: number) {
  return as(client.post(route('candidatures.reponse', { id })), owner)
    .form({ texteId })
    .withCsrfToken()
    .redirects(0)
}

const nameOf = (textes: Texte[], id: number | null) =>
  textes.find((texte) => texte.id === id)?.nom ?? null

test.group('Candidatures | reply templates', (group) => {
  group.each.timeout(60_000)

  test('refusing pre-selects « Réponse négative », never the school’s shared welcome message', async ({
    client,
    assert,
  }) => {
    await schoolWelcome()
    const { owner, candidature, offre } = await ownerWithCandidature('refusee')
    const page = await replyOf(client, owner, candidature.id)
    const reply = page.inertiaProps.reply
    const mine = await Texte.query().where('user_id', owner.id)
    assert.equal(nameOf(mine, reply.texteId), 'Réponse négative')
    assert.sameMembers(
      reply.textes.map((texte: { nom: string }) => texte.nom),
      ['Accusé de réception', 'Invitation à un entretien', 'Réponse négative']
    )
    /* Written with the candidate's placeholders: their name (escaped), the offer, its company. */
    assert.equal(reply.draft.sujet, 'Suite à votre candidature au poste de Comptable')
    assert.include(reply.draft.contenu, 'Bonjour Léo &lt;b&gt;,')
    assert.include(reply.draft.contenu, offre.societe.nom)
    assert.notInclude(reply.draft.contenu, '{{')
    assert.isNull(reply.derniere)
  })

  test('the statut chooses the template: {statut} → {expected}')
    .with([
      { statut: 'nouvelle', expected: 'Accusé de réception' },
      { statut: 'en_cours', expected: 'Accusé de réception' },
      { statut: 'entretien', expected: 'Invitation à un entretien' },
      { statut: 'retenue', expected: null },
      { statut: 'refusee', expected: 'Réponse négative' },
    ] as const)
    .run(async ({ client, assert }, { statut, expected }) => {
      const { owner, candidature } = await ownerWithCandidature(statut)
      const reply = await replyBox(client, owner, candidature.id)
      const mine = await Texte.query().where('user_id', owner.id)
      assert.equal(nameOf(mine, reply.texteId), expected)
      assert.equal(reply.draft === null, expected === null)
    })

  test('without a « Candidats » template nothing is chosen from another category', async ({
    client,
    assert,
  }) => {
    const welcome = await schoolWelcome()
    const { owner, candidature } = await ownerWithCandidature('refusee', false)
    const contactOne = await aTexte(owner, {
      nom: 'Relance',
      sujet: 'x',
      contenu: '<p>Bonjour {{contact.prenom}}</p>',
    })
    const reply = await replyBox(client, owner, candidature.id)
    assert.deepEqual(reply.textes, [])
    assert.isNull(reply.texteId)
    assert.isNull(reply.draft)

    /* Nor may one be sent by id: the owner's « Contacts » template and the shared one are refused. */
    for (const texte of [contactOne, welcome]) {
      const refused = await as(
        client.post(route('candidatures.reponse', { id: candidature.id })),
        owner
      )
        .json({ texteId: texte.id })
        .header('accept', 'application/json')
        .withCsrfToken()
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].message, 'Choisissez un de vos modèles « Candidats ».')
    }
    assert.lengthOf(await MailDelivery.all(), 0)
    assert.lengthOf(await CandidatureReponse.all(), 0)
  })

  test('a contact’s placeholder stays out of a reply: only the candidate’s are filled', async ({
    client,
    assert,
  }) => {
    const { owner, candidature } = await ownerWithCandidature('nouvelle', false)
    const texte = await aTexte(owner, {
      nom: 'Accusé de réception',
      categorie: 'candidats',
      sujet: 'Merci {{candidat.prenom}} {{candidat.nom}}',
      contenu: '<p>{{candidat.prenom}} / {{offre.titre}} / {{user.name}}</p>',
    })
    const reply = await replyBox(client, owner, candidature.id)
    assert.equal(reply.texteId, texte.id)
    assert.equal(reply.draft.sujet, 'Merci Léo <b> Bernard')
    assert.equal(reply.draft.contenu, '<p>Léo &lt;b&gt; / Comptable / Claire Recruteuse</p>')
  })
})

test.group('Candidatures | replies recorded', (group) => {
  group.each.timeout(60_000)

  test('a reply sent is recorded, shown in the activity and in the reply box', async ({
    client,
    assert,
  }) => {
    const { owner, candidature, offre } = await ownerWithCandidature('refusee')
    const refus = await texteOf(owner, 'Réponse négative')

    const sent = await send(client, owner, candidature.id, refus.id)
    sent.assertStatus(302)
    sent.assertHeader('location', route('candidatures.show', { id: candidature.id }))
    /* The test queue sends at once: the mail has left, so « envoyée » is true. */
    sent.assertFlashMessage('success', 'Réponse envoyée à Léo <b> Bernard.')

    const [reponse] = await CandidatureReponse.query().where('candidature_id', candidature.id)
    assert.equal(reponse.userId, owner.id)
    assert.equal(reponse.texteId, refus.id)
    assert.equal(reponse.texteNom, 'Réponse négative')
    assert.equal(reponse.sujet, 'Suite à votre candidature au poste de Comptable')
    assert.include(reponse.contenu, 'Bonjour Léo &lt;b&gt;,')
    assert.notInclude(reponse.contenu, '<b>')
    const delivery = await MailDelivery.findOrFail(reponse.mailDeliveryId)
    assert.equal(delivery.status, 'envoye')
    const data = delivery.data as Record<string, any>
    assert.equal(data.html, reponse.contenu)
    assert.equal(data.sujet, reponse.sujet)
    assert.deepEqual(data.replyTo, { address: owner.email, name: 'Claire Recruteuse' })

    /* The page: the activity shows the reply before the move; the box says it was sent. */
    const page = await replyOf(client, owner, candidature.id)
    const entries = page.inertiaProps.activity.timeline.entries
    const entry = entries.find((row: { kind: string }) => row.kind === 'reponse')
    assert.exists(entry)
    assert.deepInclude(entry, {
      texteNom: 'Réponse négative',
      sujet: reponse.sujet,
      contenu: reponse.contenu,
      actor: { id: owner.id, name: 'Claire Recruteuse' },
    })
    assert.equal(entry.mail.status, 'envoye')
    assert.isNotNull(entry.mail.sentAt)
    const derniere = page.inertiaProps.reply.derniere
    assert.equal(derniere.id, reponse.id)
    assert.equal(derniere.mail.status, 'envoye')

    /* The timeline's JSON pages (« Voir plus ») carry it too. */
    const json = await as(client.get(route('candidatures.activite', { id: candidature.id })), owner)
    assert.include(
      json.body().entries.map((row: { kind: string }) => row.kind),
      'reponse'
    )

    /* Another owner never reads it: their reply box and timeline are a 404. */
    const other = await UserFactory.create()
    const foreign = await as(
      client.get(route('candidatures.activite', { id: candidature.id })),
      other
    )
    foreign.assertStatus(404)
    assert.equal(offre.userId, owner.id)
  })

  test('a reply still queued or not sent is not said « envoyée »', async ({ client, assert }) => {
    const { owner, candidature } = await ownerWithCandidature('refusee')
    const texte = await texteOf(owner, 'Réponse négative')
    const queued = await MailDelivery.create({
      kind: 'application_reply',
      data: {
        candidatureId: candidature.id,
        sujet: 's',
        html: '<p>x</p>',
        replyTo: { address: owner.email, name: 'x' },
      },
      userId: owner.id,
      status: 'en_attente',
      attempts: 0,
    })
    await CandidatureReponse.create({
      candidatureId: candidature.id,
      userId: owner.id,
      texteId: texte.id,
      texteNom: texte.nom,
      sujet: 's',
      contenu: '<p>x</p>',
      mailDeliveryId: queued.id,
    })
    const waiting = await replyBox(client, owner, candidature.id)
    assert.equal(waiting.derniere.mail.status, 'en_attente')
    assert.isNull(waiting.derniere.mail.sentAt)

    /* Refused to leave (the school stopped vouching for the sender): « non envoyée ». */
    queued.merge({ status: 'annule' })
    await queued.save()
    const refused = await replyBox(client, owner, candidature.id)
    assert.equal(refused.derniere.mail.status, 'echec')
  })

  test('an application erased takes its replies with it', async ({ client, assert }) => {
    const { owner, candidature } = await ownerWithCandidature('refusee')
    const refus = await texteOf(owner, 'Réponse négative')
    await send(client, owner, candidature.id, refus.id)
    assert.lengthOf(await CandidatureReponse.all(), 1)
    await eraseCandidatures([candidature.id])
    assert.lengthOf(await CandidatureReponse.all(), 0)
    assert.lengthOf(await MailDelivery.query().where('kind', 'application_reply'), 0)
    assert.isNull(await Candidature.find(candidature.id))
  })
})
