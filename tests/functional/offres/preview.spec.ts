import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { initialsOf } from '#transformers/offre_transformer'
import { offreOf, proAndSociete, sendOffre, visit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

const HOSTILE =
  '<p onclick="steal()">Bonjour <strong>candidat</strong></p>' +
  '<script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">piège</a><a href="https://numeria.fr" onmouseover="x()">site</a>'

const CLEAN =
  '<p>Bonjour <strong>candidat</strong></p>' +
  '<a rel="noopener noreferrer">piège</a><a href="https://numeria.fr" rel="noopener noreferrer">site</a>'

test.group('Offres | preview', () => {
  test('shows the offer as a candidate reads it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await aSociete(user, {
      nom: 'Ligérienne de Métallerie',
      ville: 'Tours',
      siteWeb: 'https://www.ligerienne-metallerie.fr',
      description: '<p>Charpentes et serrurerie depuis 1962.</p>',
    })
    const contact = await aContact(user, {
      societeId: societe.id,
      prenom: 'Patrick',
      nom: 'Bouvier',
      fonction: 'Gérant',
      email: 'patrick.bouvier@ligerienne-metallerie.fr',
      telephone: '02 47 05 38 91',
    })
    const offre = await offreOf(user, societe, {
      contactId: contact.id,
      titre: 'Soudeur métallier en alternance',
      typeContrat: 'Alternance',
      lieu: 'Tours',
      teletravail: 'aucun',
      salaireMin: 18000,
      salaireMax: 21000,
      dateDebut: DateTime.fromISO('2030-09-15'),
      dateLimite: DateTime.fromISO('2030-09-01'),
      description: '<p>Fabrication de charpentes.</p>',
      profil: '<p>CAP en préparation.</p>',
    })
      .apply('publiee')
      .create()

    /* Read back: SQLite keeps no milliseconds. */
    const stored = await Offre.findOrFail(offre.id)

    const response = await visit(client, user, route('offres.preview', { id: offre.id }))

    response.assertStatus(200)
    response.assertInertiaComponent('offres/preview')
    assert.deepEqual(response.inertiaProps.offre, {
      id: offre.id,
      reference: offre.reference,
      titre: 'Soudeur métallier en alternance',
      statut: 'publiee',
      typeContrat: 'Alternance',
      lieu: 'Tours',
      teletravail: 'aucun',
      salaireMin: 18000,
      salaireMax: 21000,
      dateDebut: '2030-09-15',
      dateLimite: '2030-09-01',
      publishedAt: stored.publishedAt!.toISO(),
      description: '<p>Fabrication de charpentes.</p>',
      profil: '<p>CAP en préparation.</p>',
      societe: {
        nom: 'Ligérienne de Métallerie',
        ville: 'Tours',
        siteWeb: 'https://www.ligerienne-metallerie.fr',
        initiales: 'LM',
        presentation: '<p>Charpentes et serrurerie depuis 1962.</p>',
      },
      contact: {
        nomComplet: 'Patrick Bouvier',
        fonction: 'Gérant',
        email: 'patrick.bouvier@ligerienne-metallerie.fr',
        telephone: '02 47 05 38 91',
      },
    })
    response.assertInertiaPropsContains({
      can: { update: true, publish: false, close: true, duplicate: false },
    })
  })

  test('an offer without référent or profile previews without them', async ({ client }) => {
    const { user, societe } = await proAndSociete()
    const offre = await offreOf(user, societe, { contactId: null, profil: null }).create()
    const response = await visit(client, user, route('offres.preview', { id: offre.id }))
    response.assertInertiaPropsContains({
      offre: { contact: null, profil: null, statut: 'brouillon' },
    })
  })

  test('a posted script or event handler never reaches the database nor the page', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    await sendOffre(client, user, {
      societeId: societe.id,
      description: HOSTILE,
      profil: HOSTILE,
    })

    const offre = await Offre.findByOrFail('userId', user.id)
    assert.equal(offre.description, CLEAN)
    assert.equal(offre.profil, CLEAN)

    const response = await visit(client, user, route('offres.preview', { id: offre.id }))
    assert.equal(response.inertiaProps.offre.description, CLEAN)
    assert.equal(response.inertiaProps.offre.profil, CLEAN)
    assert.notMatch(
      JSON.stringify(response.inertiaProps.offre),
      /<script|onerror|onclick|onmouseover|javascript:/i
    )
  })

  test('HTML written around the form (import, old data) is sanitised on the way out', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const offre = await offreOf(user, societe).create()
    await db.from('offres').where('id', offre.id).update({ description: HOSTILE, profil: HOSTILE })

    const response = await visit(client, user, route('offres.preview', { id: offre.id }))
    assert.equal(response.inertiaProps.offre.description, CLEAN)
    assert.equal(response.inertiaProps.offre.profil, CLEAN)
  })

  test('company initials: {0} → {1}')
    .with([
      ['Numéria Conseil', 'NC'],
      ['Cabinet Girard & Associés', 'CG'],
      ['Ligérienne de Métallerie', 'LM'],
      ['Vignobles d’Arrigade', 'VA'],
      ['Océlia', 'O'],
      ['Maison de la Presse', 'MP'],
      ['De La Tour', 'T'],
    ] as const)
    .run(({ assert }, [nom, initiales]) => {
      assert.equal(initialsOf(nom), initiales)
    })
})
