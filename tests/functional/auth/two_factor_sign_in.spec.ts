import { test } from '@japa/runner'
import { Refusal } from '#exceptions/refusal'
import User from '#models/user'
import { CHALLENGE_ACCOUNT_LIMIT, takeChallengeAttempt } from '#services/accounts/two_factor_login'
import { UserFactory } from '#database/factories/user_factory'
import { currentStep, nextCodeOf, totpCode } from '#tests/helpers/two_factor'
import {
  countRows,
  fieldErrors,
  PASSWORD,
  lastLoginOf,
  logIn,
  rememberCookieOf,
  visitAfter,
} from './helpers.js'
import {
  assertAtChallenge,
  challenge,
  eventsOf,
  json,
  pastPasswordStep,
  pendingSession,
  waitingForCode,
} from './two_factor_helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage, assertRedirect } from '#tests/helpers/answers'

/*
| Sign-in with two-factor sign-in: the password, then /two-factor-challenge.
| The session is signed in only after the code; nothing in between is.
*/

/** A code of the test secret that is not valid now (20 steps ago). */
const staleCode = () => totpCode(undefined, currentStep() - 20)
const INVALID_CODE = 'Ce code n’est pas valide. Attendez le code suivant et réessayez.'

test.group('Two-factor | sign-in', () => {
  test('the password leads to the challenge; only the code signs in', async ({
    client,
    assert,
  }) => {
    const { user, password } = await pastPasswordStep(client)
    assertAtChallenge(password)
    assert.isNull(await lastLoginOf(user))

    const page = await visitAfter(client, password, route('two_factor.challenge')).withInertia()
    assertPage(page, 'auth/two_factor_challenge')

    const code = await challenge(client, password.session(), { code: await nextCodeOf(user) })
    assertRedirect(code, route('dashboard'))
    code.assertSession('auth_web', user.id)
    assert.isNotNull(await lastLoginOf(user))

    const dashboard = await visitAfter(client, code, route('dashboard')).withInertia()
    dashboard.assertInertiaComponent('dashboard')
    assert.lengthOf(await eventsOf('login_succeeded'), 1)
  })

  test('between the two steps every signed-in route answers as to a guest', async ({ client }) => {
    const user = await UserFactory.apply('esi').create()
    const pending = await pendingSession(client, user)

    for (const path of [
      route('dashboard'),
      route('profile.edit'),
      route('esidoor.dashboard'),
      route('two_factor.enrol'),
    ]) {
      const page = await client.get(path).withSession(pending).redirects(0)
      assertRedirect(page, route('login'))
    }
    const api = await json(client.get(route('api.user')).withSession(pending))
    api.assertStatus(401)
    const newPassword = { password: 'nouveau-mot', passwordConfirmation: 'nouveau-mot' }
    for (const write of [
      client.put(route('password.update')).form({ currentPassword: PASSWORD, ...newPassword }),
      client.delete(route('two_factor.disable')),
    ]) {
      const answer = await write.withSession(pending).withCsrfToken().redirects(0)
      answer.assertHeader('location', route('login'))
    }
    const fresh = await User.findOrFail(user.id)
    if (fresh.twoFactorSecret === null) throw new Error('two-factor was disabled')
  })

  test('"Se souvenir de moi" does not skip the code; it is kept for after it', async ({
    client,
    assert,
  }) => {
    const { user, password } = await pastPasswordStep(client, true)
    assertAtChallenge(password)
    assert.isUndefined(password.cookie('remember_web'))
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 0)

    const code = await challenge(client, password.session(), { code: await nextCodeOf(user) })
    code.assertSession('auth_web', user.id)
    assert.isString(rememberCookieOf(code))
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 1)
  })

  test('a wrong code is refused in French; a used code is refused', async ({ client, assert }) => {
    const { user, pending } = await waitingForCode(client)
    const wrong = await challenge(client, pending, { code: staleCode() })
    assertAtChallenge(wrong)
    assert.deepEqual(fieldErrors(wrong).code, [INVALID_CODE])

    const code = await nextCodeOf(user)
    const first = await challenge(client, pending, { code })
    first.assertSession('auth_web', user.id)

    const again = await challenge(client, await pendingSession(client, user), { code })
    again.assertSessionMissing('auth_web')
    assert.deepEqual(fieldErrors(again).code, [INVALID_CODE])
  })

  test('20 wrong codes at once: at most 5 are checked, the rest refused', async ({
    client,
    assert,
  }) => {
    const { user, pending } = await waitingForCode(client)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => challenge(client, pending, { code: staleCode() }))
    )
    const refused = answers.filter((answer) =>
      (fieldErrors(answer).code ?? [])[0]?.startsWith('Trop de tentatives.')
    )
    assert.isAtLeast(refused.length, 15)
    const checked = await eventsOf('two_factor_failed')
    assert.isAtMost(checked.length, 5)
    assert.lengthOf(await eventsOf('login_locked'), 1)

    /* Even the right code waits now. */
    const right = await challenge(client, pending, { code: await nextCodeOf(user) })
    right.assertSessionMissing('auth_web')
    assert.match(
      fieldErrors(right).code[0],
      /^Trop de tentatives\. Réessayez dans \d+ secondes?\.$/
    )
  })

  test('codes from many addresses share one ceiling per account (20 in 15 minutes)', async ({
    assert,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    let refused = 0
    for (let index = 1; index <= 25; index++) {
      try {
        /* One try from each of 25 addresses: each address alone is far below its 5 a minute. */
        await takeChallengeAttempt(user.id, `198.51.100.${index}`, 'code', async () => {})
      } catch (error) {
        assert.isTrue(error instanceof Refusal, String(error))
        refused++
      }
    }
    assert.equal(refused, 25 - CHALLENGE_ACCOUNT_LIMIT.requests)
    /* Another account is not affected. */
    const other = await UserFactory.apply('twoFactor').create()
    await takeChallengeAttempt(other.id, '198.51.100.1', 'code', async () => {})
  })

  test('the challenge without a pending sign-in, or after five minutes, goes to /login', async ({
    client,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const none = await client.get(route('two_factor.challenge')).redirects(0)
    none.assertHeader('location', route('login'))

    const expired = {
      login: { two_factor: { userId: user.id, remember: false, expiresAt: Date.now() - 1 } },
    }
    const page = await client.get(route('two_factor.challenge')).withSession(expired).redirects(0)
    page.assertHeader('location', route('login'))
    const post = await challenge(client, expired, { code: await nextCodeOf(user) })
    post.assertHeader('location', route('login'))
    post.assertSessionMissing('auth_web')
    post.assertFlashMessage(
      'error',
      'Votre connexion a expiré. Saisissez à nouveau votre mot de passe.'
    )
  })

  test('an account without two-factor signs in with its password alone', async ({
    client,
    assert,
  }) => {
    const { pending: left } = await waitingForCode(client)
    const user = await UserFactory.create()
    const response = await logIn(client, user).withSession(left)
    response.assertHeader('location', route('dashboard'))
    response.assertSession('auth_web', user.id)
    assert.notProperty(
      response.session('login') ?? {},
      'two_factor',
      'the other sign-in is dropped'
    )
  })
})
