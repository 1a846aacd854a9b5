import { test } from '@japa/runner'
import redis from '@adonisjs/redis/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { CookieJar, startAppProcess } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'
import { route } from '#tests/helpers/routes'

/*
| SESSION_DRIVER=redis: two app processes on two ports share one Redis, so a
| login made through the first is valid on the second (load-balanced setup).
*/
test.group('Sessions in Redis across app instances', () => {
  test('a login on instance A is valid on instance B', async ({ assert }) => {
    const user = await UserFactory.merge({ email: 'multi@example.fr' }).create()
    const env = { SESSION_DRIVER: 'redis' }
    const [a, b] = await Promise.all([
      startAppProcess(await freePort(), env),
      startAppProcess(await freePort(), env),
    ])

    try {
      const jar = new CookieJar()
      jar.store(await fetch(`${a.url}/api/user`, { headers: { accept: 'application/json' } }))
      const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
      assert.isNotEmpty(xsrf)

      const login = await fetch(`${a.url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'cookie': jar.header(),
          'x-xsrf-token': xsrf,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ email: user.email, password: 'motdepasse' }),
      })
      assert.equal(login.status, 302)
      assert.equal(login.headers.get('location'), route('dashboard'))
      jar.store(login)

      const onB = await fetch(`${b.url}/api/user`, {
        headers: { accept: 'application/json', cookie: jar.header() },
      })
      assert.equal(onB.status, 200)
      const body = (await onB.json()) as { email: string }
      assert.equal(body.email, 'multi@example.fr')

      /* The session lives in Redis (not in the cookie): its id is a key there. */
      assert.equal(await redis.exists(sessionIdFrom(jar.get('esidoor-session'))), 1)

      const anonymous = await fetch(`${b.url}/api/user`, {
        headers: { accept: 'application/json' },
      })
      assert.equal(anonymous.status, 401)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  }).timeout(60_000)
})

/** The session id inside the signed session cookie ("s:" + base64url JSON + "." + signature). */
function sessionIdFrom(cookie: string | undefined) {
  const payload = decodeURIComponent(cookie ?? '')
    .slice(2)
    .split('.')[0]
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).message as string
}
