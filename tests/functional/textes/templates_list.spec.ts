import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TexteModele from '#models/texte_modele'
import { UserFactory } from '#database/factories/user_factory'
import { TexteModeleFactory } from '#database/factories/texte_modele_factory'
import { as, namesIn, textesOf } from './templates_helpers.js'

test.group('Textes | list', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('own templates, 25 a page, with the meta and the echoed filters', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await textesOf(user, 30)
    await textesOf(await UserFactory.create(), 3, 'Privé')

    const response = await as(client.get('/app/textes'), user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('textes/index')
    response.assertInertiaPropsContains({
      textes: { meta: { total: 30, perPage: 25, currentPage: 1, lastPage: 2 } },
      filters: { search: null, sort: null, order: null, corbeille: null },
      can: { create: true },
    })
    const names = namesIn(response)
    assert.lengthOf(names, 25)
    assert.equal(names[0], 'Modèle 01')

    const second = await as(client.get('/app/textes?page=2'), user).withInertia()
    assert.deepEqual(namesIn(second), [
      'Modèle 26',
      'Modèle 27',
      'Modèle 28',
      'Modèle 29',
      'Modèle 30',
    ])
  })

  test('others’ shared templates are listed with their author, never their private ones', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const author = await UserFactory.merge({ fullName: 'Élise Martin' }).create()
    await TexteModeleFactory.merge({ userId: user.id, nom: 'A – le mien' }).create()
    await TexteModeleFactory.merge({ userId: author.id, nom: 'B – partagé' })
      .apply('shared')
      .create()
    await TexteModeleFactory.merge({ userId: author.id, nom: 'C – privé' }).create()

    const response = await as(client.get('/app/textes'), user).withInertia()
    assert.deepEqual(namesIn(response), ['A – le mien', 'B – partagé'])
    const [mine, shared] = response.inertiaProps.textes.data as Record<string, unknown>[]
    assert.containsSubset(mine, { mine: true, auteur: null, partage: false })
    assert.containsSubset(shared, { mine: false, auteur: 'Élise Martin', partage: true })
    /* Lists never carry the content. */
    assert.notProperty(shared, 'contenu')
  })

  test('the search looks in the name and the subject, any case', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await TexteModeleFactory.merge([
      { userId: user.id, nom: 'Relance candidature', sujet: 'Votre dossier' },
      { userId: user.id, nom: 'Invitation', sujet: 'Entretien pour {{offre.titre}}' },
      { userId: user.id, nom: 'Remerciement', sujet: null },
    ]).createMany(3)
    await TexteModeleFactory.with('user')
      .merge({ nom: 'Entretien partagé', sujet: null })
      .apply('shared')
      .create()

    const byName = await as(client.get('/app/textes?search=RELANCE'), user).withInertia()
    assert.deepEqual(namesIn(byName), ['Relance candidature'])
    byName.assertInertiaPropsContains({ filters: { search: 'RELANCE' } })

    const bySubject = await as(client.get('/app/textes?search=entretien'), user).withInertia()
    assert.deepEqual(namesIn(bySubject), ['Entretien partagé', 'Invitation'])

    const literal = await as(client.get('/app/textes?search=%25'), user).withInertia()
    assert.deepEqual(namesIn(literal), [])
  })

  test('sorts by a whitelisted column; a bad value falls back to the name', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await TexteModeleFactory.merge([
      { userId: user.id, nom: 'B', sujet: 'Alpha' },
      { userId: user.id, nom: 'A', sujet: 'Zoulou' },
    ]).createMany(2)
    const bySubject = await as(client.get('/app/textes?sort=sujet&order=desc'), user).withInertia()
    assert.deepEqual(namesIn(bySubject), ['A', 'B'])
    const bad = await as(client.get('/app/textes?sort=contenu&order=up'), user).withInertia()
    assert.deepEqual(namesIn(bad), ['A', 'B'])
    bad.assertInertiaPropsContains({ filters: { sort: null, order: null } })
  })
})

test.group('Textes | trash', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the trash filter shows the caller’s own trashed templates only', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await TexteModeleFactory.merge({ userId: user.id, nom: 'Vivant' }).create()
    await TexteModeleFactory.merge({ userId: user.id, nom: 'Jeté' }).apply('trashed').create()
    await TexteModeleFactory.with('user').merge({ nom: 'Partagé' }).apply('shared').create()
    await TexteModeleFactory.with('user')
      .merge({ nom: 'Partagé jeté' })
      .apply('shared')
      .apply('trashed')
      .create()

    const live = await as(client.get('/app/textes'), user).withInertia()
    assert.deepEqual(namesIn(live), ['Partagé', 'Vivant'])
    const avec = await as(client.get('/app/textes?corbeille=avec'), user).withInertia()
    assert.deepEqual(namesIn(avec), ['Jeté', 'Partagé', 'Vivant'])
    const only = await as(client.get('/app/textes?corbeille=uniquement'), user).withInertia()
    assert.deepEqual(namesIn(only), ['Jeté'])
    only.assertInertiaPropsContains({ filters: { corbeille: 'uniquement' } })
  })

  test('delete moves a template to the trash, back to the list it came from', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const texte = await TexteModeleFactory.merge({ userId: user.id }).apply('shared').create()
    const response = await as(client.delete(`/app/textes/${texte.id}`), user)
      .header('referer', 'http://localhost/app/textes?search=rel&page=2')
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/app/textes?search=rel&page=2')
    response.assertFlashMessage('success', 'Texte supprimé.')
    const trashed = await TexteModele.findOrFail(texte.id)
    assert.isNotNull(trashed.deletedAt)

    /* A trashed shared template disappears for everybody else. */
    const other = await UserFactory.create()
    const list = await as(client.get('/app/textes'), other).withInertia()
    assert.deepEqual(namesIn(list), [])
  })

  test('a trashed template still opens for its owner, who may restore it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const texte = await TexteModeleFactory.merge({ userId: user.id }).apply('trashed').create()
    const page = await as(client.get(`/app/textes/${texte.id}`), user).withInertia()
    assert.isString(page.inertiaProps.texte.deletedAt)
    page.assertInertiaPropsContains({ can: { restore: true } })

    const response = await as(client.put(`/app/textes/${texte.id}/restore`), user)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/app/textes')
    response.assertFlashMessage('success', 'Texte restauré.')
    const restored = await TexteModele.findOrFail(texte.id)
    assert.isNull(restored.deletedAt)
  })

  test('restore is refused while a live template has the same name', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await TexteModeleFactory.merge({ userId: user.id, nom: 'Relance' }).create()
    const texte = await TexteModeleFactory.merge({ userId: user.id, nom: 'relance' })
      .apply('trashed')
      .create()
    const response = await as(client.put(`/app/textes/${texte.id}/restore`), user)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage(
      'error',
      "Un autre de vos textes s'appelle déjà « relance » : renommez l'un des deux avant de restaurer celui-ci."
    )
    const stillTrashed = await TexteModele.findOrFail(texte.id)
    assert.isNotNull(stillTrashed.deletedAt)
  })
})
