import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { aLiveOffre, offrePage } from './helpers.js'
import { as } from '../societes/helpers.js'
import { route } from '#tests/helpers/routes'

/*
| The job board is for candidates (they apply without an account): no
| "Create account" there, which sent them to the recruiters' sign-up; a
| "Vous recrutez ?" box below the offers leads recruiters to register or sign in.
*/
const linkTo = (html: string, href: string, text: string) =>
  new RegExp(`<a[^>]*href="${href}"[^>]*>${text.replace(/[?]/g, '\\?')}</a>`).test(html)

test.group('Emplois | recruiters addressed by name, not candidates', () => {
  test('the list and an offer page: no sign-up button, a recruiters box', async ({
    client,
    assert,
  }) => {
    for (const path of [route('emplois.index'), offrePage(await aLiveOffre())]) {
      const response = await client.get(path)
      response.assertStatus(200)
      const html = response.text()
      assert.notInclude(html, 'Create account', path)
      assert.notInclude(html, '>Log in<', path)
      assert.include(html, 'Vous recrutez ?', path)
      assert.isTrue(linkTo(html, route('register'), 'Publier une offre'), path)
      assert.isTrue(linkTo(html, route('login'), 'Déjà inscrit ? Se connecter'), path)
      assert.isTrue(linkTo(html, route('login'), 'Espace recruteurs'), path)
      /* The only way to /register is the recruiters' box. */
      assert.lengthOf(html.match(/href="\/register"/g) ?? [], 1, path)
    }
  })

  test('a signed-in visitor gets the dashboard link and no box', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await as(client.get(route('emplois.index')), user)
    response.assertStatus(200)
    const html = response.text()
    assert.notInclude(html, 'Vous recrutez ?')
    assert.notInclude(html, 'Espace recruteurs')
    assert.isTrue(linkTo(html, route('dashboard'), 'Dashboard'))
  })

  test('the landing page keeps its sign-in and sign-up links', async ({ client, assert }) => {
    const landing = await client.get(route('home'))
    const html = landing.text()
    assert.include(html, 'Create account')
    assert.notInclude(html, 'Vous recrutez ?')
  })
})
