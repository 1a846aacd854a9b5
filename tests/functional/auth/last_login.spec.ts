import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import {
  PASSWORD,
  lastLoginOf,
  postLogin,
  rememberCookieOf,
  rememberedLogIn,
  visitRemembered,
} from './helpers.js'
import { accounts, as } from '../access/helpers.js'
import { route } from '#tests/helpers/routes'
import { NEW_ACCOUNT, register } from '#tests/helpers/registration'

/*
| "Dernière connexion" on e-sidoor: every way in writes it (the sign-in
| form, a registration, a session restored by "Se souvenir de moi"), so a
| signed-in professional never reads "Jamais".
*/
test.group('Auth | last sign-in date', () => {
  test('a new account is not signed in; its first sign-in is what e-sidoor shows', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const before = DateTime.now().minus({ seconds: 1 })
    const response = await register(client, { fullName: 'Léa Ménard', email: 'lea@menard-fils.fr' })
    response.assertHeader('location', route('login'))
    const user = await User.findByOrFail('email', 'lea@menard-fils.fr')
    assert.isNull(user.lastLoginAt)

    const login = await postLogin(client, {
      email: 'lea@menard-fils.fr',
      password: NEW_ACCOUNT.password,
    })
    login.assertHeader('location', route('dashboard'))
    assert.isNotNull(await lastLoginOf(user))
    assert.isTrue(user.lastLoginAt! >= before)

    const esi = await accounts.esi()
    const page = await as(
      client.get(route('esidoor.pros.show', { id: user.id })),
      esi
    ).withInertia()
    page.assertStatus(200)
    assert.equal(page.inertiaProps.pro.lastLoginAt, user.lastLoginAt!.toISO())
  })

  test('the sign-in form writes it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    assert.isNull(await lastLoginOf(user))
    const response = await postLogin(client, { email: user.email, password: PASSWORD })
    response.assertHeader('location', route('dashboard'))
    assert.isNotNull(await lastLoginOf(user))
  })

  test('a session restored by the remember-me cookie writes it', async ({ client, assert }) => {
    const { user, login } = await rememberedLogIn(client)
    const cookie = rememberCookieOf(login)
    const weekAgo = DateTime.now().minus({ days: 7 }).startOf('second')
    await user.refresh()
    user.lastLoginAt = weekAgo
    await user.save()

    /* The browser comes back a week later without its session. */
    const dashboard = await visitRemembered(client, cookie).withInertia()
    dashboard.assertStatus(200)
    assert.isTrue((await lastLoginOf(user))! > weekAgo.plus({ days: 6 }))
  })

  test('an ordinary visit of a signed-in session does not change it', async ({
    client,
    assert,
  }) => {
    const weekAgo = DateTime.now().minus({ days: 7 }).startOf('second')
    const user = await UserFactory.merge({ lastLoginAt: weekAgo }).create()
    const page = await as(client.get(route('dashboard')), user).withInertia()
    page.assertStatus(200)
    assert.equal((await lastLoginOf(user))!.toMillis(), weekAgo.toMillis())
  })
})
