import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import redis from '@adonisjs/redis/services/main'
import User from '#models/user'
import { loginFailuresKey } from '#services/accounts/password_attempts'
import { UserFactory } from '#database/factories/user_factory'
import { startAppProcess } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'
import { BrowserSession } from '#tests/helpers/browser_session'
import { PASSWORD, fieldErrors, postLogin } from '../auth/helpers.js'
import { callsOf } from './call_counts.js'
import { times } from './limits_helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Finding 3: the limiter was read, then the password verified, then the
| failure recorded, so requests sent at once were all verified (and 39 wrong
| + 1 right in parallel signed in). A try is now counted before any check.
*/

/** Counts the passwords the app verifies while `run` goes on. */
async function countVerifications(run: () => Promise<unknown>) {
  let hashed = 0
  const found = await callsOf(User, 'verifyCredentials', async () => {
    hashed = await callsOf(hash, 'verify', run)
  })
  return found + hashed
}

/** The login form sent for `user` with `password`. */
const login = (client: ApiClient, user: User, password: string) =>
  postLogin(client, { email: user.email, password })

test.group('Security: password tries are counted before they are checked', () => {
  test('40 parallel wrong logins: 5 passwords verified, 35 refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    let responses: Awaited<ReturnType<typeof client.post>>[] = []
    const verified = await countVerifications(async () => {
      responses = await Promise.all(times(40).map(() => login(client, user, 'pas-le-bon')))
    })

    assert.equal(verified, 5)
    const messages = responses.map((response) => fieldErrors(response).email?.[0] ?? '')
    assert.lengthOf(
      messages.filter((m) => m.startsWith('Ces identifiants')),
      5
    )
    assert.lengthOf(
      messages.filter((m) => m.startsWith('Trop de tentatives de connexion')),
      35
    )
  })

  test('39 wrong and 1 right in parallel verify 5 passwords at most', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const passwords = [...times(39).map(() => 'pas-le-bon'), PASSWORD]
    const verified = await countVerifications(() =>
      Promise.all(passwords.map((password) => login(client, user, password)))
    )
    assert.isAtMost(verified, 5)
  })

  test('after a parallel burst, the right password is refused for the minute', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await Promise.all(times(20).map(() => login(client, user, 'pas-le-bon')))
    const response = await login(client, user, PASSWORD)
    response.assertSessionMissing('auth_web')
    assert.include(fieldErrors(response).email?.[0] ?? '', 'Trop de tentatives')
  })

  test('{$self}: 20 parallel wrong passwords, 5 verified')
    .with(['confirm password', 'delete account', 'change password'])
    .run(async ({ client, assert }, action) => {
      const user = await UserFactory.create()
      const send = () => {
        if (action === 'confirm password') {
          return client.post(route('password.confirm.store')).form({ password: 'pas-le-bon' })
        }
        if (action === 'delete account') {
          return client.delete(route('profile.destroy')).form({ password: 'pas-le-bon' })
        }
        return client.put(route('password.update')).form({
          currentPassword: 'pas-le-bon',
          password: 'nouveau-mot-de-passe',
          passwordConfirmation: 'nouveau-mot-de-passe',
        })
      }
      const verified = await countVerifications(() =>
        Promise.all(times(20).map(() => send().loginAs(user).withCsrfToken().redirects(0)))
      )
      assert.equal(verified, 5)
      assert.isNotNull(await User.find(user.id))
    })

  test('{$self}: 20 parallel requests send 6 e-mails at most')
    .with([route('password.request'), route('verification.send')])
    .run(async ({ client, assert }, url) => {
      const { mails } = mail.fake()
      try {
        const user = await UserFactory.apply('unverified').create()
        await Promise.all(
          times(20).map(() => {
            const request = client.post(url).form({ email: user.email }).withCsrfToken()
            return (url === route('password.request') ? request : request.loginAs(user)).redirects(
              0
            )
          })
        )
        assert.isAtMost(mails.sent().length + mails.queued().length, 6)
        assert.isAtLeast(mails.sent().length + mails.queued().length, 1)
      } finally {
        mail.restore()
      }
    })
})

/* Several instances share their counts in Redis: the same atomic count must hold there. */
test.group('Security: password tries with LIMITER_STORE=redis', (group) => {
  let server: Awaited<ReturnType<typeof startAppProcess>>
  group.setup(async () => {
    server = await startAppProcess(await freePort(), { LIMITER_STORE: 'redis' })
    return () => server.stop()
  })
  /* The IP's failed sign-ins (50 per 15 min) outlive the run in Redis ("rlflx:" + key): none. */
  group.each.setup(async () => {
    /* By hand: a Redis limiter in this process would FLUSHDB on every later limiter.clear(). */
    await redis.del(`rlflx:${loginFailuresKey('127.0.0.1')}`)
  })

  test('20 parallel wrong logins through a real process: 5 checked, 15 refused', async ({
    assert,
  }) => {
    /* Redis outlives the run: a fresh e-mail keeps other runs' counts out. */
    const user = await UserFactory.merge({ email: `redis-${randomUUID()}@example.fr` }).create()
    const browsers = times(20).map(() => new BrowserSession(server.url))
    await Promise.all(browsers.map((browser) => browser.request('GET', route('login'))))
    await Promise.all(
      browsers.map((browser) =>
        browser.request('POST', route('login.store'), { email: user.email, password: 'pas-le-bon' })
      )
    )
    /* Read with the current asset version: a 409 round trip would use up the flashed errors. */
    const { version } = await new BrowserSession(server.url).page(route('login'))
    const messages = await Promise.all(
      browsers.map(async (browser) => {
        const response = await fetch(`${server.url}/login`, {
          headers: {
            'cookie': browser.jar.header(),
            'x-inertia': 'true',
            'x-inertia-version': version,
          },
        })
        const page = (await response.json()) as { props: { errors: { email?: string } } }
        return page.props.errors.email ?? ''
      })
    )
    assert.lengthOf(
      messages.filter((m) => m.startsWith('Ces identifiants')),
      5
    )
    assert.lengthOf(
      messages.filter((m) => m.startsWith('Trop de tentatives de connexion')),
      15
    )
  })
})
