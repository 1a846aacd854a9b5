import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { contactCatalogue } from '#catalogues/contact'
import { societeCatalogue } from '#catalogues/societe'
import { as } from '../societes/helpers.js'
import { contactAt, ownSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

/*
| The merge screens read their fields from the record catalogues (app/catalogues):
| the fields marked `merge`, in the catalogue's order, under the catalogue's
| labels; a choice shows its label, a reference the name of what it points at,
| a rich text its sanitised HTML.
*/
type Field = { name: string; label: string; rich: boolean }
type Shown = { id: number; label: string; values: Record<string, string | null> }
type FusionProps = { kind: string; a: Shown; b: Shown; fields: Field[] }

test.group('Doublons | merge screens from the catalogues', () => {
  test('contacts: the catalogue’s merge fields, labels and shown values', async ({
    client,
    assert,
  }) => {
    const { user, contact: a } = await contactAt(
      { nom: 'Numéria' },
      { nom: 'Roux', statut: 'client', notes: '<p>Rappeler <script>alert(1)</script>lundi</p>' }
    )
    const b = await aContact(user, { nom: 'ROUX', statut: 'ancien' })

    const response = await as(
      client.get(route('contacts.fusion', {}, { a: a.id, b: b.id })).withInertia(),
      user
    )
    response.assertStatus(200)
    response.assertInertiaComponent('doublons/fusion')
    const props = response.inertiaProps as FusionProps
    assert.equal(props.kind, 'contacts')
    const merged = Object.entries(contactCatalogue.fields).filter(([, spec]) =>
      'fusion' in spec ? spec.fusion : false
    )
    assert.deepEqual(
      props.fields.map((field) => [field.name, field.label]),
      merged.map(([name, spec]) => [name, spec.label])
    )
    assert.includeDeepMembers(props.fields, [
      { name: 'email', label: 'Adresse e-mail', rich: false },
      { name: 'notes', label: 'Notes', rich: true },
    ])
    assert.equal(props.a.values.statut, 'Client')
    assert.equal(props.b.values.statut, 'Ancien')
    assert.equal(props.a.values.societeId, 'Numéria')
    assert.isNull(props.b.values.societeId)
    assert.notInclude(props.a.values.notes!, '<script')
    assert.include(props.a.values.notes!, 'Rappeler')
  })

  test('sociétés: the catalogue’s merge fields; another owner’s record is a 404', async ({
    client,
    assert,
  }) => {
    const { user, societe: a } = await ownSociete({ nom: 'Hôtel du Cœur' })
    const b = await aSociete(user, { nom: 'Hotel du coeur' })

    const response = await as(
      client.get(route('societes.fusion', {}, { a: a.id, b: b.id })).withInertia(),
      user
    )
    response.assertStatus(200)
    const props = response.inertiaProps as FusionProps
    assert.equal(props.kind, 'societes')
    assert.deepEqual(props.fields[0], { name: 'nom', label: 'Raison sociale', rich: false })
    assert.includeDeepMembers(props.fields, [
      { name: 'secteur', label: societeCatalogue.fields.secteur.label, rich: false },
      { name: 'description', label: 'Description', rich: true },
    ])
    assert.equal(props.a.label, 'Hôtel du Cœur')

    const stranger = await UserFactory.create()
    const theirs = await aSociete(stranger)
    const refused = await as(
      client.get(route('societes.fusion', {}, { a: a.id, b: theirs.id })).withInertia(),
      user
    )
    refused.assertStatus(404)
    const back = await as(client.get(route('societes.fusion', {}, { a: 'x' })).redirects(0), user)
    back.assertStatus(302)
    back.assertHeader('location', route('societes.doublons'))
  })
})
