import { test } from '@japa/runner'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'
import { TexteFactory } from '#database/factories/texte_factory'
import { namesIn, ownTexte, submit, textesWith, visit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aTexte } from '#tests/helpers/owned_records'

/*
| What only templates show in their list: others' shared ones, the search in
| the subject, the sort, names in the trash. Own rows only, pages and moving
| to the trash and back are the owned-record contract (tests/functional/records/).
*/

test.group('Textes | list', () => {
  test('others’ shared templates are listed with their author, never their private ones', async ({
    client,
    assert,
  }) => {
    const { user } = await ownTexte({ nom: 'A – le mien' })
    const author = await UserFactory.merge({ fullName: 'Élise Martin' }).create()
    await aTexte(author, { nom: 'B – partagé' }, 'shared')
    await aTexte(author, { nom: 'C – privé' })

    const response = await visit(client, user, route('textes.index'))
    assert.deepEqual(namesIn(response), ['A – le mien', 'B – partagé'])
    const [mine, shared] = response.inertiaProps.textes.data as Record<string, unknown>[]
    assert.containsSubset(mine, { mine: true, auteur: null, partage: false })
    assert.containsSubset(shared, { mine: false, auteur: 'Élise Martin', partage: true })
    /* Lists never carry the content. */
    assert.notProperty(shared, 'contenu')
  })

  test('the search looks in the name and the subject, any case', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await textesWith(user, [
      { nom: 'Relance candidature', sujet: 'Votre dossier' },
      { nom: 'Invitation', sujet: 'Entretien pour {{offre.titre}}' },
      { nom: 'Remerciement', sujet: null },
    ])
    await TexteFactory.with('user')
      .merge({ nom: 'Entretien partagé', sujet: null })
      .apply('shared')
      .create()

    const byName = await visit(client, user, `${route('textes.index')}?search=RELANCE`)
    assert.deepEqual(namesIn(byName), ['Relance candidature'])
    byName.assertInertiaPropsContains({ filters: { search: 'RELANCE' } })

    const bySubject = await visit(client, user, `${route('textes.index')}?search=entretien`)
    assert.deepEqual(namesIn(bySubject), ['Entretien partagé', 'Invitation'])

    const literal = await visit(client, user, `${route('textes.index')}?search=%25`)
    assert.deepEqual(namesIn(literal), [])
  })

  test('sorts by a whitelisted column; a bad value falls back to the name', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await textesWith(user, [
      { nom: 'B', sujet: 'Alpha' },
      { nom: 'A', sujet: 'Zoulou' },
    ])
    const bySubject = await visit(client, user, `${route('textes.index')}?sort=sujet&order=desc`)
    assert.deepEqual(namesIn(bySubject), ['A', 'B'])
    const bad = await visit(client, user, `${route('textes.index')}?sort=contenu&order=up`)
    assert.deepEqual(namesIn(bad), ['A', 'B'])
    bad.assertInertiaPropsContains({ filters: { sort: null, order: null } })
  })
})

test.group('Textes | trash', () => {
  test('the trash filter shows the caller’s own trashed templates only', async ({
    client,
    assert,
  }) => {
    const { user } = await ownTexte({ nom: 'Vivant' })
    await aTexte(user, { nom: 'Jeté' }, 'trashed')
    await TexteFactory.with('user').merge({ nom: 'Partagé' }).apply('shared').create()
    await TexteFactory.with('user')
      .merge({ nom: 'Partagé jeté' })
      .apply('shared')
      .apply('trashed')
      .create()

    const live = await visit(client, user, route('textes.index'))
    assert.deepEqual(namesIn(live), ['Partagé', 'Vivant'])
    const avec = await visit(client, user, `${route('textes.index')}?corbeille=avec`)
    assert.deepEqual(namesIn(avec), ['Jeté', 'Partagé', 'Vivant'])
    const only = await visit(client, user, `${route('textes.index')}?corbeille=uniquement`)
    assert.deepEqual(namesIn(only), ['Jeté'])
    only.assertInertiaPropsContains({ filters: { corbeille: 'uniquement' } })
  })

  test('a trashed shared template disappears for everybody else', async ({ client, assert }) => {
    const { user, texte } = await ownTexte({}, 'shared')
    const response = await submit(client, user, 'DELETE', route('textes.destroy', { id: texte.id }))
    response.assertFlashMessage('success', 'Texte supprimé.')
    const trashed = await Texte.findOrFail(texte.id)
    assert.isNotNull(trashed.deletedAt)

    /* A trashed shared template disappears for everybody else. */
    const other = await UserFactory.create()
    const list = await visit(client, other, route('textes.index'))
    assert.deepEqual(namesIn(list), [])
  })

  test('restore is refused while a live template has the same name', async ({ client, assert }) => {
    const { user } = await ownTexte({ nom: 'Relance' })
    const texte = await aTexte(user, { nom: 'relance' }, 'trashed')
    const response = await submit(client, user, 'PUT', route('textes.restore', { id: texte.id }))
    response.assertFlashMessage(
      'error',
      "Un autre de vos textes s'appelle déjà « relance » : renommez l'un des deux avant de restaurer celui-ci."
    )
    const stillTrashed = await Texte.findOrFail(texte.id)
    assert.isNotNull(stillTrashed.deletedAt)
  })
})
