import { test } from '@japa/runner'
import PageTexte, { PAGE_TEXTE_KEYS } from '#models/page_texte'
import { DEFAULT_PAGE_TEXTES } from '#database/defaults/page_textes'
import { UserFactory } from '#database/factories/user_factory'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { submit } from './helpers.js'
import { route } from '#tests/helpers/routes'

const update = (cle: string, form: Record<string, string>) => ({ cle, form })

/** The page text form of `cle` sent as `user`, the redirect not followed. */
function sendPageTexte(client: ApiClient, user: User, cle: string, form: Record<string, string>) {
  return submit(client, user, 'PUT', route('page_textes.update', { cle }), form)
}

test.group('Page texts', (group) => {
  /* Their migration inserts the four texts; other groups' truncation empties every table, so put them back. */
  group.each.setup(async () => {
    if (!(await PageTexte.first())) await PageTexte.createMany(DEFAULT_PAGE_TEXTES)
  })

  test('the defaults cover exactly the four keys of the spec', ({ assert }) => {
    assert.sameMembers(
      DEFAULT_PAGE_TEXTES.map((texte) => texte.cle),
      [...PAGE_TEXTE_KEYS]
    )
    assert.sameMembers(
      [...PAGE_TEXTE_KEYS],
      ['accueil.titre', 'accueil.intro', 'dashboard.message', 'footer.mentions']
    )
  })

  test('the landing page, dashboard and footer show them', async ({ client }) => {
    for (const [cle, contenu] of [
      ['accueil.titre', '<p>Recrutez mieux</p>'],
      ['footer.mentions', '<p>Mentions légales</p>'],
      ['dashboard.message', '<p>Bonne semaine</p>'],
    ]) {
      await PageTexte.query().where('cle', cle).update({ contenu })
    }

    const landing = await client.get(route('home')).withInertia()
    landing.assertInertiaPropsContains({
      titre: '<p>Recrutez mieux</p>',
      footerMentions: '<p>Mentions légales</p>',
    })

    const user = await UserFactory.create()
    const dashboard = await client.get(route('dashboard')).withInertia().loginAs(user)
    dashboard.assertInertiaPropsContains({ message: '<p>Bonne semaine</p>' })
  })

  test('an admin edits a text; it is sanitised and shown at once', async ({ client, assert }) => {
    const admin = await UserFactory.apply('esi').create()
    const { cle, form } = update('accueil.titre', {
      titre: "Titre de l'accueil",
      contenu:
        '<p>Bienvenue <strong>recruteurs</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    })
    const response = await sendPageTexte(client, admin, cle, form)
    response.assertStatus(302)
    response.assertHeader('location', route('profile.edit'))
    response.assertFlashMessage('success', 'Texte mis à jour.')

    const texte = await PageTexte.findByOrFail('cle', cle)
    assert.equal(texte.contenu, '<p>Bienvenue <strong>recruteurs</strong></p>')
    const landing = await client.get(route('home')).withInertia()
    landing.assertInertiaPropsContains({ titre: '<p>Bienvenue <strong>recruteurs</strong></p>' })
  })

  test('the profile page offers the texts to admins only', async ({ client, assert }) => {
    const admin = await UserFactory.apply('esi').create()
    const pro = await UserFactory.create()
    const asAdmin = await client.get(route('profile.edit')).withInertia().loginAs(admin)
    asAdmin.assertInertiaPropsContains({ can: { editPageTextes: true } })
    assert.lengthOf(asAdmin.inertiaProps.pageTextes, 4)

    const asPro = await client.get(route('profile.edit')).withInertia().loginAs(pro)
    asPro.assertInertiaPropsContains({ can: { editPageTextes: false }, pageTextes: [] })
  })

  test('a user without droit admin gets 403 and nothing changes', async ({ client, assert }) => {
    for (const user of [await UserFactory.create(), await UserFactory.apply('lecteur').create()]) {
      const response = await sendPageTexte(client, user, 'accueil.titre', {
        titre: 'Piraté',
        contenu: '<p>Piraté</p>',
      })
      response.assertStatus(403)
    }
    const texte = await PageTexte.findByOrFail('cle', 'accueil.titre')
    assert.notEqual(texte.titre, 'Piraté')
  })

  test('a missing title is a French field error; an unknown key is a 404', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('esi').create()
    const before = await PageTexte.findByOrFail('cle', 'accueil.intro')
    const invalid = await sendPageTexte(client, admin, 'accueil.intro', {
      titre: '',
      contenu: '<p>x</p>',
    }).header('referer', route('profile.edit'))
    invalid.assertStatus(302)
    assert.match(JSON.stringify(invalid.flashMessage('inputErrorsBag')), /titre/)
    await before.refresh()
    assert.notEqual(before.contenu, '<p>x</p>')

    const unknown = await sendPageTexte(client, admin, 'accueil.inconnu', {
      titre: 'x',
      contenu: '',
    })
    unknown.assertStatus(404)
  })
})
