import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TexteModele from '#models/texte_modele'
import { UserFactory } from '#database/factories/user_factory'
import { TexteModeleFactory } from '#database/factories/texte_modele_factory'
import { VALID_FORM, as, othersTexte, snapshot } from './templates_helpers.js'

/* Every write on one template: method and what follows `/app/textes/:id`. */
const WRITES: ['PUT' | 'DELETE', string][] = [
  ['PUT', ''],
  ['DELETE', ''],
  ['PUT', '/restore'],
]
const path = (id: number, suffix: string) => `/app/textes/${id}${suffix}`

test.group('Textes | who may use the module', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a guest is sent to /login from {$self}')
    .with(['/app/textes', '/app/textes/create', '/app/textes/1', '/app/textes/1/edit'])
    .run(async ({ client }, url) => {
      const response = await client.get(url).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/login')
    })

  test('roles pro and esi use it: {$self}')
    .with(['pro', 'esi'] as const)
    .run(async ({ client, assert }, role) => {
      const user = await (role === 'pro' ? UserFactory : UserFactory.apply(role)).create()
      const list = await as(client.get('/app/textes'), user).withInertia()
      list.assertStatus(200)
      list.assertInertiaComponent('textes/index')
      list.assertInertiaPropsContains({ can: { create: true } })
      const created = await as(client.post('/app/textes').form(VALID_FORM), user)
        .withCsrfToken()
        .redirects(0)
      created.assertStatus(302)
      assert.isNotNull(await TexteModele.findBy('userId', user.id))
    })

  test('a user without role gets 403 on {0} {1}')
    .with([
      ['GET', '/app/textes'],
      ['GET', '/app/textes/create'],
      ['POST', '/app/textes'],
    ] as const)
    .run(async ({ client, assert }, [method, url]) => {
      const visiteur = await UserFactory.apply('visiteur').create()
      const response = await as(client.request(url, method), visiteur)
        .form(VALID_FORM)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
      assert.isNull(await TexteModele.first())
    })

  test('a user without role cannot open a template, even a shared one', async ({ client }) => {
    const shared = await othersTexte('shared')
    const visiteur = await UserFactory.apply('visiteur').create()
    const response = await as(client.get(`/app/textes/${shared.id}`), visiteur).withInertia()
    response.assertStatus(403)
  })

  test('a malformed or out-of-range id is a 404: {$self}')
    .with(['abc', '0', '-1', '1.5', '99999999999'])
    .run(async ({ client }, id) => {
      const user = await UserFactory.create()
      const response = await as(client.get(`/app/textes/${id}`), user).withInertia()
      response.assertStatus(404)
    })
})

test.group('Textes | droit lecteur', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('reads the list and a template, without write buttons', async ({ client }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const texte = await TexteModeleFactory.merge({ userId: lecteur.id }).create()
    const list = await as(client.get('/app/textes'), lecteur).withInertia()
    list.assertInertiaPropsContains({ can: { create: false } })
    const show = await as(client.get(`/app/textes/${texte.id}`), lecteur).withInertia()
    show.assertStatus(200)
    show.assertInertiaPropsContains({ can: { update: false, delete: false, restore: false } })
  })

  test('gets 403 on the create page, the edit page and a create', async ({ client, assert }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const texte = await TexteModeleFactory.merge({ userId: lecteur.id }).create()
    for (const url of ['/app/textes/create', path(texte.id, '/edit')]) {
      const page = await as(client.get(url), lecteur).withInertia()
      page.assertStatus(403)
    }
    /* Refused before validation: an empty form is still a 403, not field errors. */
    const store = await as(client.post('/app/textes').form({}), lecteur)
      .withCsrfToken()
      .withInertia()
    store.assertStatus(403)
    assert.lengthOf(await TexteModele.query().where('userId', lecteur.id), 1)
  })

  test('{0} /app/textes/:id{1} on their own template is a 403 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, suffix]) => {
      const lecteur = await UserFactory.apply('lecteur').create()
      const texte = await TexteModeleFactory.merge({ userId: lecteur.id }).apply('trashed').create()
      const before = await snapshot(texte)
      const response = await as(client.request(path(texte.id, suffix), method), lecteur)
        .form({ ...VALID_FORM, nom: 'Changé' })
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      assert.deepEqual(await snapshot(texte), before)
    })
})

test.group('Textes | another owner’s template', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a private one is a 404 on {$self}')
    .with(['show', 'edit'])
    .run(async ({ client }, page) => {
      const texte = await othersTexte()
      const user = await UserFactory.create()
      const url = path(texte.id, page === 'show' ? '' : '/edit')
      const response = await as(client.get(url), user).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/error')
    })

  test('{0} /app/textes/:id{1} on a private one is a 404 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, suffix]) => {
      const texte = await othersTexte()
      const before = await snapshot(texte)
      const user = await UserFactory.create()
      const response = await as(client.request(path(texte.id, suffix), method), user)
        .form({ ...VALID_FORM, nom: 'Volé' })
        .withCsrfToken()
        .withInertia()
      response.assertStatus(404)
      assert.deepEqual(await snapshot(texte), before)
    })

  test('a shared one opens read-only, with its author', async ({ client }) => {
    const texte = await othersTexte('shared')
    const user = await UserFactory.create()
    const response = await as(client.get(`/app/textes/${texte.id}`), user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('textes/texte')
    response.assertInertiaPropsContains({
      texte: { id: texte.id, partage: true, mine: false },
      can: { update: false, delete: false, restore: false },
    })
  })

  test('a shared one is a 403 on its edit page', async ({ client }) => {
    const texte = await othersTexte('shared')
    const user = await UserFactory.create()
    const response = await as(client.get(`/app/textes/${texte.id}/edit`), user).withInertia()
    response.assertStatus(403)
  })

  test('{0} /app/textes/:id{1} on a shared one is a 403 and changes nothing, even for an admin')
    .with(WRITES)
    .run(async ({ client, assert }, [method, suffix]) => {
      const texte = await othersTexte('shared')
      const before = await snapshot(texte)
      const admin = await UserFactory.apply('esi').create()
      const response = await as(client.request(path(texte.id, suffix), method), admin)
        .form({ ...VALID_FORM, nom: 'Modifié', partage: 'true' })
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      assert.deepEqual(await snapshot(texte), before)
    })

  test('a shared one in its owner’s trash is a 404 for others', async ({ client }) => {
    const texte = await TexteModeleFactory.with('user').apply('shared').apply('trashed').create()
    const user = await UserFactory.create()
    const response = await as(client.get(`/app/textes/${texte.id}`), user).withInertia()
    response.assertStatus(404)
  })
})
