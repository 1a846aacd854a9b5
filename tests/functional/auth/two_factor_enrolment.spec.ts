import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import * as TwoFactor from '#services/accounts/two_factor'
import { UserFactory } from '#database/factories/user_factory'
import { nextCodeOf, totpCode } from '#tests/helpers/two_factor'
import { PASSWORD, postLogin, signedIn, visitAfter } from './helpers.js'
import type { ApiRequest } from '@japa/api-client'
import {
  challenge,
  confirmedAction,
  eventsOf,
  json,
  passwordStep,
  pendingSession,
} from './two_factor_helpers.js'
import { route } from '#tests/helpers/routes'

const ENROL = route('two_factor.enrol')

/*
| Staff and esi admins must have two-factor sign-in: until it is on, they
| reach nothing but its enrolment. And what the security log keeps of it all.
*/
test.group('Two-factor | mandatory enrolment', () => {
  test('{$self} without two-factor reaches nothing but the enrolment')
    .with(['staff', 'esi admin'] as const)
    .run(async ({ client, assert }, kind) => {
      const user =
        kind === 'staff'
          ? await UserFactory.apply('esi').apply('withoutTwoFactor').create()
          : await UserFactory.merge({
              role: 'esi',
              droit: 'admin',
              isStaff: false,
              twoFactorSecret: null,
            }).create()
      const as = (request: ApiRequest) => signedIn(request, user)
      for (const path of [
        route('dashboard'),
        route('profile.edit'),
        route('esidoor.dashboard'),
        route('contacts.index'),
        route('home'),
      ]) {
        const page = await as(client.get(path)).redirects(0)
        assert.equal(page.header('location'), ENROL, path)
      }
      const write = await as(client.patch(route('profile.update')))
        .form({ fullName: 'Autre nom', email: user.email })
        .withCsrfToken()
        .redirects(0)
      write.assertHeader('location', ENROL)
      const api = await json(as(client.get(route('api.user.societes'))))
      api.assertStatus(403)
      assert.equal(
        api.body().message,
        'Activez la double authentification pour continuer : elle est obligatoire pour votre compte.'
      )

      for (const path of [ENROL, route('password.confirm')]) {
        const page = await as(client.get(path)).withInertia()
        page.assertStatus(200)
      }
      const me = await json(as(client.get(route('api.user'))))
      me.assertStatus(200)
      const logout = await as(client.post(route('logout')))
        .withCsrfToken()
        .redirects(0)
      logout.assertHeader('location', route('home'))
      const unchanged = await User.findOrFail(user.id)
      assert.equal(unchanged.fullName, user.fullName)
    })

  test('enrolment: start, confirm, see the codes once, then the app opens', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('esi').apply('withoutTwoFactor').create()
    const start = await confirmedAction(client.post(route('two_factor.enable')), user, ENROL)
    start.assertHeader('location', ENROL)
    await user.refresh()
    const page = await visitAfter(client, start, ENROL).loginAs(user).withInertia()
    page.assertInertiaComponent('auth/two_factor_enrol')
    assert.isNotNull(page.inertiaProps.twoFactor.pending)

    const confirm = await confirmedAction(
      client.post(route('two_factor.confirm')),
      user,
      ENROL
    ).form({ code: totpCode(TwoFactor.secretOf(user)!) })
    confirm.assertHeader('location', ENROL)
    const done = await visitAfter(client, confirm, ENROL).loginAs(user).withInertia()
    done.assertInertiaComponent('auth/two_factor_enrol')
    assert.lengthOf(done.inertiaProps.twoFactor.recoveryCodes, 10)

    const after = await visitAfter(client, done, ENROL).loginAs(user).redirects(0)
    after.assertHeader('location', route('dashboard'))
    /* Turning it on moved the session epoch (other devices signed out): a new session carries the new one. */
    await user.refresh()
    const dashboard = await signedIn(client.get(route('dashboard')), user).withInertia()
    dashboard.assertInertiaComponent('dashboard')
  })

  test('a pro is sent from the enrolment page to the profile', async ({ client }) => {
    const user = await UserFactory.create()
    const page = await signedIn(client.get(ENROL), user).redirects(0)
    page.assertHeader('location', route('profile.edit'))
  })

  test('a staff member signs in with the password, then is sent to enrol', async ({ client }) => {
    const user = await UserFactory.apply('esi').apply('withoutTwoFactor').create()
    const login = await passwordStep(client, user)
    login.assertSession('auth_web', user.id)
    const dashboard = await visitAfter(client, login, route('dashboard')).redirects(0)
    dashboard.assertHeader('location', ENROL)
  })
})

test.group('Two-factor | security log', () => {
  test('sign-ins, failures, locks, codes and logout are logged, never a secret', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const wrongPassword = 'pas-le-bon-mot-de-passe'
    /* The account's own, an unknown address, then five failures and a sixth try on one target. */
    const targets = [user.email, 'inconnu@example.fr', ...Array(6).fill('cible@example.fr')]
    for (const email of targets) await postLogin(client, { email, password: wrongPassword })

    const pending = await pendingSession(client, user)
    const wrongCode = totpCode(undefined, 1)
    await challenge(client, pending, { code: wrongCode })
    const code = await nextCodeOf(user)
    const passed = await challenge(client, pending, { code })
    passed.assertSession('auth_web', user.id)

    const [recovery] = await TwoFactor.regenerateRecoveryCodes(user)
    const second = await challenge(client, await pendingSession(client, user), {
      recoveryCode: recovery,
    })
    await client.post(route('logout')).withSession(second.session()).withCsrfToken()

    await confirmedAction(client.post(route('two_factor.recovery_codes')), user)
    await confirmedAction(client.delete(route('two_factor.disable')), user)

    const failed = await eventsOf('login_failed')
    assert.deepEqual(
      failed.map((event) => [event.email, event.userId, event.details]),
      [
        [user.email, user.id, 'Mot de passe incorrect'],
        ['inconnu@example.fr', null, 'Aucun compte à cette adresse'],
        ...Array.from({ length: 5 }, () => [
          'cible@example.fr',
          null,
          'Aucun compte à cette adresse',
        ]),
      ]
    )
    const locked = await eventsOf('login_locked')
    assert.deepEqual(
      locked.map((event) => event.email),
      ['cible@example.fr']
    )
    assert.lengthOf(await eventsOf('two_factor_failed'), 1)
    assert.lengthOf(await eventsOf('login_succeeded'), 2)
    assert.lengthOf(await eventsOf('recovery_code_used'), 1)
    assert.lengthOf(await eventsOf('logout'), 1)
    assert.lengthOf(await eventsOf('recovery_codes_regenerated'), 1)
    assert.lengthOf(await eventsOf('two_factor_disabled'), 1)

    /* The words of every line (dates and ids aside, where six digits may occur by chance). */
    const rows = await db.from('security_events').select('email', 'ip', 'device', 'details')
    const text = JSON.stringify(rows)
    for (const secret of [PASSWORD, wrongPassword, wrongCode, code, recovery]) {
      assert.notInclude(text, secret)
    }
  })
})
