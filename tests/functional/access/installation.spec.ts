import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'
import { assertPage, assertRedirect } from '#tests/helpers/answers'

const FORM = {
  fullName: 'Élise Martin',
  email: 'Elise.Martin@Ecole.fr',
  password: 'un-mot-de-passe-solide',
  passwordConfirmation: 'un-mot-de-passe-solide',
}

test.group('Installation wizard', () => {
  test('while no account exists it shows auth/installation', async ({ client }) => {
    const response = await client.get(route('installation')).withInertia()
    assertPage(response, 'auth/installation')
  })

  test('creates the first account as esi, admin, staff and verified, and signs it in', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(route('installation.store'))
      .form(FORM)
      .withCsrfToken()
      .redirects(0)

    assertRedirect(response, route('dashboard'))
    const users = await User.all()
    assert.lengthOf(users, 1)
    const [user] = users
    assert.equal(user.email, 'elise.martin@ecole.fr')
    assert.equal(user.fullName, 'Élise Martin')
    assert.equal(user.role, 'esi')
    assert.equal(user.droit, 'admin')
    assert.isTrue(user.isStaff)
    assert.isNotNull(user.emailVerifiedAt)
    assert.isTrue(await user.verifyPassword(FORM.password))
    response.assertSession('auth_web', user.id)
    assert.lengthOf(await db.from('installation_locks'), 0, 'the lock row never stays')
  })

  test('refuses an invalid form with French field errors', async ({ client, assert }) => {
    const response = await client
      .post(route('installation.store'))
      .header('referer', route('installation'))
      .form({ ...FORM, email: 'pas-une-adresse', passwordConfirmation: 'autre' })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', route('installation'))
    const errors = (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
    assert.deepEqual(errors.email, ['Veuillez saisir une adresse e-mail valide.'])
    assert.deepEqual(errors.passwordConfirmation, [
      'La confirmation du mot de passe ne correspond pas.',
    ])
    assert.lengthOf(await User.all(), 0)
  })

  test('once an account exists, GET and POST answer 404 and create nothing', async ({
    client,
    assert,
  }) => {
    await UserFactory.create()
    const page = await client.get(route('installation')).withInertia()
    page.assertStatus(404)
    const post = await client
      .post(route('installation.store'))
      .form(FORM)
      .withCsrfToken()
      .withInertia()
    post.assertStatus(404)
    assert.lengthOf(await User.all(), 1)
    assert.isNull(await User.findBy('email', 'elise.martin@ecole.fr'))
  })

  test('10 submissions at once create exactly one account', async ({ client, assert }) => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client
          .post(route('installation.store'))
          .form({ ...FORM, email: `admin${i}@ecole.fr` })
          .withCsrfToken()
          .redirects(0)
      )
    )
    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [302, 404, 404, 404, 404, 404, 404, 404, 404, 404])
    const users = await User.all()
    assert.lengthOf(users, 1)
    const winner = responses.find((response) => response.status() === 302)!
    winner.assertSession('auth_web', users[0].id)
    assert.lengthOf(await db.from('installation_locks'), 0)
  })
})
