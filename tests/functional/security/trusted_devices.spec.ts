import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import encryption from '@adonisjs/core/services/encryption'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import {
  LOGIN_FAILURES_PER_IP,
  PASSWORD_TRIES,
  loginFailuresKey,
} from '#services/accounts/password_attempts'
import { DEVICE_COOKIE, DEVICE_FAILURES } from '#services/accounts/trusted_devices'
import { DEVICES_PER_BROWSER } from '#validators/trusted_device'
import { UserFactory } from '#database/factories/user_factory'
import { nextCodeOf } from '#tests/helpers/two_factor'
import { PASSWORD, fieldErrors, postLogin } from '../auth/helpers.js'
import { challenge, pastPasswordStep } from '../auth/two_factor_helpers.js'
import { IP, times } from './limits_helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Attack round 4, finding 8: past the per-IP ceiling of failed sign-ins, right
| passwords from that address were refused too, so one person on a school's
| network kept every colleague out. A browser that signed in to an account
| before carries a device cookie (app/services/accounts/trusted_devices.ts):
| it is still judged on its password, within its own failure budget; other
| browsers wait, as before.
*/

const NETWORK_REFUSAL = /^Trop de tentatives de connexion échouées depuis votre réseau\. Réessayez/
const WRONG = 'Ces identifiants ne correspondent à aucun compte.'

/** The login form as a browser posts it for `user` (their password unless told), with its device cookie when it has one. */
function login(client: ApiClient, user: User, device?: unknown, password = PASSWORD) {
  const request = postLogin(client, { email: user.email, password })
  return device === undefined ? request : request.withEncryptedCookie(DEVICE_COOKIE, device)
}

/** The device cookie a sign-in gave the browser (decrypted). */
function deviceOf(response: ApiResponse): unknown {
  const value = response.cookie(DEVICE_COOKIE)?.value
  if (!value) throw new Error('The response sets no device cookie')
  return value
}

/** A new account that signed in once from this browser, and the device cookie it was given. */
async function trustedBrowser(client: ApiClient) {
  const user = await UserFactory.create()
  const device = deviceOf(await login(client, user))
  return { user, device }
}

/** `request` with a raw value for the device cookie, as a forger would send it. */
function withRawDevice(request: ApiRequest, raw: string) {
  request.cookiesJar[DEVICE_COOKIE] = { name: DEVICE_COOKIE, value: raw }
  return request
}

/**
 * The failed sign-ins of other people on this network, up to the ceiling,
 * written to the limiter's store as the sign-in form counts them (the
 * requests themselves: per_ip_limits.spec.ts).
 */
async function spendNetworkCeiling() {
  const failures = limiter.use({ ...LOGIN_FAILURES_PER_IP })
  for (let used = 0; used < LOGIN_FAILURES_PER_IP.requests; used++) {
    await failures.consume(loginFailuresKey(IP))
  }
}

/** A trusted browser (trustedBrowser) on a network whose ceiling of failures is spent. */
async function trustedOnSpentNetwork(client: ApiClient) {
  const trusted = await trustedBrowser(client)
  await spendNetworkCeiling()
  return trusted
}

/** The browser carrying `device` (or none) signs `user` in with the right password. */
async function assertLetIn(client: ApiClient, user: User, device?: unknown) {
  const response = await login(client, user, device)
  response.assertHeader('location', route('dashboard'))
  response.assertSession('auth_web', user.id)
}

function assertNetworkRefusal(response: ApiResponse, assert: Assert) {
  response.assertSessionMissing('auth_web')
  assert.match(fieldErrors(response).email?.[0] ?? '', NETWORK_REFUSAL)
}

test.group('Security: trusted browsers past the per-IP ceiling', () => {
  test('a spray fills the ceiling: the colleague’s browser still gets in, a new one waits', async ({
    client,
    assert,
  }) => {
    const { user: colleague, device } = await trustedOnSpentNetwork(client)

    await assertLetIn(client, colleague, device)
    assertNetworkRefusal(await login(client, colleague), assert)
  })

  test('the cookie is HttpOnly, SameSite=Lax and lasts 180 days', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await login(client, user)
    const header = [response.header('set-cookie') ?? []].flat().join('\n')
    const line = header.split('\n').find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    assert.isDefined(line)
    assert.include(line!, 'HttpOnly')
    assert.include(line!, 'SameSite=Lax')
    assert.include(line!, `Max-Age=${180 * 24 * 3600}`)
    assert.notInclude(line!, user.email)
  })

  test('a device cookie of another account does not help', async ({ client, assert }) => {
    const [owner, other] = await UserFactory.createMany(2)
    const device = deviceOf(await login(client, owner))
    await spendNetworkCeiling()
    assertNetworkRefusal(await login(client, other, device), assert)
  })

  test('a tampered, forged or moved cookie does not help', async ({ client, assert }) => {
    const { user, device } = await trustedOnSpentNetwork(client)

    const sealed = encryption.encrypt(device, undefined, DEVICE_COOKIE)
    const middle = Math.floor(sealed.length / 2)
    const flipped = sealed[middle] === 'A' ? 'B' : 'A'
    const tampered = `e:${sealed.slice(0, middle)}${flipped}${sealed.slice(middle + 1)}`
    const movedFromAnotherCookie = `e:${encryption.encrypt(device, undefined, 'remember_web')}`
    for (const raw of [tampered, movedFromAnotherCookie]) {
      const request = login(client, user)
      assertNetworkRefusal(await withRawDevice(request, raw), assert)
    }
    const plain = login(client, user).withPlainCookie(DEVICE_COOKIE, device)
    assertNetworkRefusal(await plain, assert)
    const signed = login(client, user).withCookie(DEVICE_COOKIE, device)
    assertNetworkRefusal(await signed, assert)

    /* The genuine cookie still works: the refusals above were the forgeries'. */
    await assertLetIn(client, user, device)
  })

  test('each browser has a budget of wrong passwords; beyond, it is trusted no more', async ({
    client,
    assert,
  }) => {
    const { user, device } = await trustedOnSpentNetwork(client)

    const budget = DEVICE_FAILURES.requests
    const answers = await Promise.all(
      times(budget + 3).map(() => login(client, user, device, 'pas-le-bon'))
    )
    const messages = answers.map((answer) => fieldErrors(answer).email?.[0] ?? '')
    assert.lengthOf(
      messages.filter((m) => m === WRONG),
      budget
    )
    assert.lengthOf(
      messages.filter((m) => NETWORK_REFUSAL.test(m)),
      3
    )
    assertNetworkRefusal(await login(client, user, device), assert)
  })

  test('tries on the account from this network lock out untrusted browsers only', async ({
    client,
    assert,
  }) => {
    const { user, device } = await trustedBrowser(client)
    for (let tried = 0; tried < PASSWORD_TRIES.requests; tried++) {
      await login(client, user, undefined, 'x')
    }

    const fresh = await login(client, user)
    fresh.assertSessionMissing('auth_web')
    assert.match(
      fieldErrors(fresh).email?.[0] ?? '',
      /^Trop de tentatives de connexion\. Réessayez/
    )
    await assertLetIn(client, user, device)
  })

  test('a new session epoch (password changed, devices signed out) ends the trust', async ({
    client,
    assert,
  }) => {
    const { user, device } = await trustedOnSpentNetwork(client)
    user.rotateSessionEpoch()
    await user.save()
    assertNetworkRefusal(await login(client, user, device), assert)
  })

  test('a shared computer trusts its last colleagues, up to the cap', async ({
    client,
    assert,
  }) => {
    const users = await UserFactory.createMany(DEVICES_PER_BROWSER + 1)
    let device: unknown
    for (const user of users) device = deviceOf(await login(client, user, device))
    await spendNetworkCeiling()

    assertNetworkRefusal(await login(client, users[0], device), assert)
    for (const user of users.slice(1)) {
      await assertLetIn(client, user, device)
    }
  })

  test('two-factor: the browser is trusted only once the code is typed', async ({
    client,
    assert,
  }) => {
    const { user, password } = await pastPasswordStep(client)
    assert.isUndefined(password.cookie(DEVICE_COOKIE))
    const code = await challenge(client, password.session(), { code: await nextCodeOf(user) })
    const device = deviceOf(code)
    await spendNetworkCeiling()

    const trusted = await login(client, user, device)
    trusted.assertHeader('location', route('two_factor.challenge'))
    assertNetworkRefusal(await login(client, user), assert)
  })
})
