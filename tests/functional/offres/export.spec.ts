import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, offreOf, proWithSociete } from './helpers.js'

const HEADERS =
  'Référence;Intitulé du poste;Société;Contact référent;Type de contrat;Lieu;Télétravail;Salaire annuel brut minimum (€);Salaire annuel brut maximum (€);Date de début;Date limite de candidature;Statut;Publiée le;Créée le'

/** The lines of a CSV answer, without the BOM. */
function linesOf(text: string) {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
}

test.group('Offres | CSV export', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a French CSV file: BOM, ";" separator, headers, one line per offer', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const contact = await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
      prenom: 'Camille',
      nom: 'Roussel',
    }).create()
    const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' })
    const offre = await offreOf(user, societe, {
      contactId: contact.id,
      titre: '=Développeur web',
      typeContrat: 'CDI',
      lieu: 'Lyon',
      teletravail: 'partiel',
      salaireMin: 42000,
      salaireMax: 50000,
      dateDebut: DateTime.fromISO('2030-09-15'),
      dateLimite: DateTime.fromISO('2030-09-01'),
      statut: 'publiee',
      publishedAt: paris('2026-03-15T09:00:00'),
      createdAt: paris('2026-03-14T10:00:00'),
    }).create()

    const response = await as(client.get('/app/offres/export'), user)

    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/csv; charset=utf-8/)
    const today = DateTime.now().setZone('Europe/Paris').toFormat('yyyy-LL-dd')
    response.assertHeader('content-disposition', `attachment; filename="offres-${today}.csv"`)
    assert.deepEqual(linesOf(response.text()), [
      HEADERS,
      `${offre.reference};'=Développeur web;Numéria Conseil;Camille Roussel;CDI;Lyon;Télétravail partiel;42000;50000;15/09/2030;01/09/2030;Publiée;15/03/2026;14/03/2026`,
    ])
  })

  test('only the filtered rows of the caller, in the list order', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    await offreOf(user, societe, { titre: 'B brouillon' }).create()
    await offreOf(user, societe, { titre: 'A en ligne' }).apply('publiee').create()
    await offreOf(user, societe, { titre: 'C en ligne' }).apply('publiee').create()
    await offreOf(user, societe, { titre: 'D corbeille' })
      .apply('publiee')
      .apply('trashed')
      .create()
    const other = await UserFactory.create()
    await offreOf(other, await proWithSociete(other), { titre: 'Z autre' })
      .apply('publiee')
      .create()

    const response = await as(client.get('/app/offres/export?statut=publiee&sort=titre'), user)
    const titles = linesOf(response.text())
      .slice(1)
      .map((line) => line.split(';')[1])
    assert.deepEqual(titles, ['A en ligne', 'C en ligne'])
  })
})
