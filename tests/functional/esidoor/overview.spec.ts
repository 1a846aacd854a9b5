import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import type UserTransformer from '#transformers/user_transformer'
import type OffreTransformer from '#transformers/offre_transformer'
import type ContactTransformer from '#transformers/contact_transformer'
import type { Wire, WireList } from '#tests/helpers/wire'
import { accounts } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { aContact, anOffre, aSociete } from '#tests/helpers/owned_records'

type SerializedProRow = Wire<UserTransformer, 'forEsidoorList'>
type DashboardProProps = {
  counters: { contacts: number; offres: Record<string, number> }
  pros: WireList<UserTransformer, 'forEsidoorList'>
}
type ProShowProps = {
  offres: Wire<OffreTransformer, 'forEsidoor'>[]
  contacts: Wire<ContactTransformer, 'forList'>[]
}

/** Two pros with live and trashed records, and a third without any. */
async function twoBusyPros() {
  const [alice, bruno] = await UserFactory.merge([
    { fullName: 'Alice Martin' },
    { fullName: 'Bruno Petit' },
    { fullName: 'Chloé Vide' },
  ]).createMany(3)
  const societeA = await aSociete(alice, { nom: 'Atelier Alice' })
  const societeB = await aSociete(bruno, { nom: 'Batiroc' })
  await ContactFactory.merge({ userId: alice.id, societeId: societeA.id }).createMany(3)
  await aContact(alice, {}, 'trashed')
  await aContact(bruno, { societeId: societeB.id })
  const offreA = { userId: alice.id, societeId: societeA.id }
  await OffreFactory.merge(offreA).createMany(2)
  await OffreFactory.merge(offreA).apply('publiee').create()
  await OffreFactory.merge(offreA).apply('trashed').create()
  await anOffre(bruno, societeB, {}, 'cloturee')
  return { alice, bruno, societeA }
}

test.group('e-sidoor | counters and professionals', () => {
  test('the counters include live contacts and live offres by statut', async ({ client }) => {
    await twoBusyPros()
    const response = await visitAs(client, await accounts.esi(), route('esidoor.dashboard'))
    response.assertStatus(200)
    response.assertInertiaPropsContains({
      counters: { contacts: 4, offres: { brouillon: 2, publiee: 1, cloturee: 1 } },
    })
  })

  test('every statut is counted, at 0 when there is none', async ({ client, assert }) => {
    const response = await visitAs(client, await accounts.esi(), route('esidoor.dashboard'))
    const { counters } = response.inertiaProps as DashboardProProps
    assert.equal(counters.contacts, 0)
    assert.deepEqual(counters.offres, { brouillon: 0, publiee: 0, cloturee: 0 })
  })

  test('each professional comes with their live contacts and offres, sortable', async ({
    client,
    assert,
  }) => {
    await twoBusyPros()
    const esi = await accounts.esi()
    const rowsOf = async (query: string) => {
      const response = await visitAs(client, esi, `${route('esidoor.dashboard')}${query}`)
      response.assertStatus(200)
      return (response.inertiaProps as DashboardProProps).pros.data.map((row: SerializedProRow) => [
        row.name,
        row.contactsCount,
        row.offresCount,
      ])
    }
    assert.deepEqual(await rowsOf(''), [
      ['Alice Martin', 3, 3],
      ['Bruno Petit', 1, 1],
      ['Chloé Vide', 0, 0],
    ])
    const byContacts = await rowsOf('?sort=contacts_count&order=asc')
    assert.deepEqual(
      byContacts.map(([name]) => name),
      ['Chloé Vide', 'Bruno Petit', 'Alice Martin']
    )
    const byOffres = await rowsOf('?sort=offres_count&order=desc')
    assert.deepEqual(
      byOffres.map(([name]) => name),
      ['Alice Martin', 'Bruno Petit', 'Chloé Vide']
    )
  })
})

test.group('e-sidoor | one professional, offres and contacts', () => {
  test('lists their offres and contacts, trash included and flagged', async ({
    client,
    assert,
  }) => {
    const { alice } = await twoBusyPros()
    const response = await visitAs(
      client,
      await accounts.esi(),
      route('esidoor.pros.show', { id: alice.id })
    )
    response.assertStatus(200)
    const { offres, contacts } = response.inertiaProps as ProShowProps

    assert.lengthOf(offres, 4)
    assert.lengthOf(
      offres.filter((offre) => offre.deletedAt),
      1
    )
    assert.sameMembers(
      offres.map((offre) => offre.statut),
      ['brouillon', 'brouillon', 'publiee', 'brouillon']
    )
    for (const offre of offres) {
      assert.match(offre.reference, /^OFF-\d{4}-\d{4}$/)
      assert.equal(offre.societe?.nom, 'Atelier Alice')
    }
    assert.lengthOf(contacts, 4)
    assert.lengthOf(
      contacts.filter((contact) => contact.deletedAt),
      1
    )
    assert.includeMembers(
      contacts.map((contact) => contact.societe?.nom ?? null),
      ['Atelier Alice', null]
    )
  })

  test('a professional without records shows empty lists', async ({ client }) => {
    const pro = await accounts.pro()
    const response = await visitAs(
      client,
      await accounts.esi(),
      route('esidoor.pros.show', { id: pro.id })
    )
    response.assertInertiaPropsContains({ offres: [], contacts: [] })
  })
})
