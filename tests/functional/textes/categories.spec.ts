import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Texte from '#models/texte'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { CANDIDAT_TEXTES } from '#database/defaults/candidat_textes'
import { sanitizeRichText } from '#services/textes/rich_text'
import GiveCandidateTextes from '#database/migrations/0311_give_candidate_textes'
import { fieldErrors, submit, textesWith, visit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aTexte } from '#tests/helpers/owned_records'
import { ownContact } from '../contacts/helpers.js'
import { register } from '#tests/helpers/registration'

/*
| Issue 41, defect 2: templates have a category. Every account has the three
| « Candidats » templates (new accounts at creation, older ones by migration
| 0311); each category offers and accepts its own placeholders only; the
| contact's e-mail page offers « Contacts » templates only.
*/

const NAMES = CANDIDAT_TEXTES.map((texte) => texte.nom)

function candidateTextesOf(userId: number) {
  return Texte.query()
    .where('user_id', userId)
    .where('categorie', 'candidats')
    .whereNull('deleted_at')
    .orderBy('nom')
}

/** The refusal of a placeholder `variable` a `categorie` template has not. */
function absent(categorie: 'Candidats' | 'Contacts', variable: string) {
  return [`Variable absente des modèles « ${categorie} » : {{${variable}}}`]
}

/** Runs migration 0311 as the migrator does (its deferred work included). */
async function runMigration() {
  const migration = new GiveCandidateTextes(db.connection(), 'database/migrations/0311', false)
  await migration.execUp()
}

test.group('Textes | categories', (group) => {
  group.each.timeout(60_000)

  test('a new account starts with the three « Candidats » templates', async ({
    client,
    assert,
  }) => {
    const response = await register(client)
    response.assertStatus(302)
    const user = await User.findByOrFail('email', 'camille.durand@example.fr')
    const textes = await candidateTextesOf(user.id)
    assert.sameMembers(
      textes.map((texte) => texte.nom),
      NAMES
    )
    for (const texte of textes) {
      assert.isFalse(texte.partage)
      assert.include(texte.contenu, '{{candidat.prenom}}')
      assert.notInclude(`${texte.sujet} ${texte.contenu}`, 'contact.')
      /* Stored as the editor would store them. */
      assert.equal(texte.contenu, sanitizeRichText(texte.contenu!))
    }
  })

  test('the editor offers each category’s placeholders; ?categorie=candidats starts one', async ({
    client,
    assert,
  }) => {
    const pro = await UserFactory.create()
    const page = await visit(client, pro, route('textes.create', {}, { categorie: 'candidats' }))
    page.assertInertiaPropsContains({ categorie: 'candidats' })
    const variables = page.inertiaProps.variables as Record<string, { label: string }[]>
    const candidats = variables.candidats.map((variable) => variable.label)
    assert.includeMembers(candidats, ['Prénom du candidat', 'Nom du candidat'])
    assert.notInclude(candidats, 'Prénom du contact')
    assert.notInclude(
      variables.contacts.map((variable) => variable.label),
      'Prénom du candidat'
    )
    /* A bad value is dropped, as a list filter is. */
    const odd = await visit(client, pro, route('textes.create', {}, { categorie: 'autre' }))
    odd.assertInertiaPropsContains({ categorie: 'contacts' })
  })

  test('a template accepts its own category’s placeholders only', async ({ client, assert }) => {
    const pro = await UserFactory.create()
    const post = (form: Record<string, string>) =>
      submit(client, pro, 'POST', route('textes.store'), form)

    const wrong = await post({
      nom: 'Refus',
      categorie: 'candidats',
      sujet: 'Bonjour {{contact.prenom}}',
      contenu: '<p>{{contact.nom}}</p>',
    })
    assert.deepEqual(fieldErrors(wrong).sujet, absent('Candidats', 'contact.prenom'))
    assert.deepEqual(fieldErrors(wrong).contenu, absent('Candidats', 'contact.nom'))
    const reverse = await post({
      nom: 'Relance',
      sujet: '{{candidat.prenom}}',
      contenu: '<p>x</p>',
    })
    assert.deepEqual(fieldErrors(reverse).sujet, absent('Contacts', 'candidat.prenom'))
    assert.lengthOf(await Texte.all(), 0)

    await post({
      nom: 'Refus',
      categorie: 'candidats',
      sujet: 'Bonjour {{candidat.prenom}}',
      contenu: '<p>{{candidat.nom}}, {{offre.titre}}</p>',
    })
    const saved = await Texte.findByOrFail('nom', 'Refus')
    assert.equal(saved.categorie, 'candidats')

    /* An edit without `categorie` keeps the stored one, and its placeholders are read by it. */
    const kept = await submit(client, pro, 'PUT', route('textes.update', { id: saved.id }), {
      nom: 'Refus',
      sujet: '{{contact.nom}}',
    })
    assert.deepEqual(fieldErrors(kept).sujet, absent('Candidats', 'contact.nom'))
  })

  test('the contact’s e-mail page offers and accepts « Contacts » templates only', async ({
    client,
    assert,
  }) => {
    const { user: pro, contact } = await ownContact({ email: 'c@example.fr' })
    const [relance, refus] = await textesWith(pro, [
      { nom: 'Relance', sujet: 'x', contenu: '<p>{{contact.prenom}}</p>' },
      {
        nom: 'Réponse négative',
        categorie: 'candidats',
        sujet: 'x',
        contenu: '<p>{{candidat.prenom}}</p>',
      },
    ])
    const page = await visit(
      client,
      pro,
      route('contacts.email', { id: contact.id }, { texte: refus.id })
    )
    assert.deepEqual(page.inertiaProps.textes, [{ id: relance.id, nom: 'Relance' }])
    assert.isNull(page.inertiaProps.selection.texte)
    const sent = await submit(
      client,
      pro,
      'POST',
      route('contacts.email.send', { id: contact.id }),
      { sujet: 'x', corps: '<p>x</p>', texteId: refus.id }
    )
    assert.property(fieldErrors(sent), 'texteId')
  })
})

test.group('Textes | migration 0311', (group) => {
  group.each.timeout(60_000)

  test('every existing account gets the three, once, whatever runs twice', async ({ assert }) => {
    const plain = await UserFactory.create()
    const withOld = await UserFactory.create()
    const withOne = await UserFactory.create()
    /* The old reply box's « Réponse négative », a « Contacts » template filled with the candidate's name. */
    const old = await aTexte(withOld, {
      nom: 'réponse négative',
      sujet: 'Votre candidature, {{ contact.prenom }}',
      contenu: '<p>Bonjour {{contact.prenom}} {{contact.nom}}, {{offre.titre}}</p>',
    })
    const mine = await aTexte(withOne, {
      nom: 'Accusé de réception',
      categorie: 'candidats',
      sujet: 'Merci',
      contenu: '<p>Mon texte</p>',
    })
    /* A trashed homonym does not count: its name is free. */
    await aTexte(plain, { nom: 'Réponse négative', sujet: 'x', contenu: '<p>x</p>' }, 'trashed')

    await runMigration()
    await runMigration()

    for (const user of [plain, withOld, withOne]) {
      const textes = await candidateTextesOf(user.id)
      assert.lengthOf(textes, 3, `user ${user.id}`)
      assert.sameMembers(
        textes.map((texte) => texte.nom.toLowerCase()),
        NAMES.map((nom) => nom.toLowerCase())
      )
    }
    const converted = await Texte.findOrFail(old.id)
    assert.equal(converted.categorie, 'candidats')
    assert.equal(converted.sujet, 'Votre candidature, {{ candidat.prenom }}')
    assert.equal(
      converted.contenu,
      '<p>Bonjour {{candidat.prenom}} {{candidat.nom}}, {{offre.titre}}</p>'
    )
    const untouched = await Texte.findOrFail(mine.id)
    assert.equal(untouched.contenu, '<p>Mon texte</p>')
    /* Found by the list's search, as a template saved from the form is. */
    const inserted = await Texte.query()
      .where('user_id', plain.id)
      .where('nom', 'Invitation à un entretien')
      .firstOrFail()
    assert.include(inserted.searchText, 'invitation')
  })
})
