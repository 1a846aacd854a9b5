import { randomInt } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { SessionCollection } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import { UserFactory } from '#database/factories/user_factory'
import { BrowserSession } from '#tests/helpers/browser_session'
import { TOUCH_EVERY_MS } from '#services/platform/session_expiry'
import { route } from '#tests/helpers/routes'
import { statementsDuring } from '#tests/helpers/count_queries'

/*
| Issue #32: a request that changes nothing in the session wrote its row (the
| expiry) every time. Now the expiry moves at most once a minute and a change
| is written at once, in the database and in Redis. The test server runs with
| the memory store; each group puts the real store behind the middleware.
*/
const origin = () => `http://${process.env.HOST}:${process.env.PORT}`
const COOKIE = 'esidoor-session'
const TWO_HOURS = 2 * 3600 * 1000

/** Runs the middleware and the session collection on `store` for the group. */
async function useStore(store: 'database' | 'redis') {
  const resolved = (await configProvider.resolve<ResolvedSessionConfig>(
    app,
    app.config.get('session')
  ))!
  const config = { ...resolved, store }
  const emitter = await app.container.make('emitter')
  app.container.swap(SessionMiddleware, () => new SessionMiddleware(config, emitter))
  app.container.swap(SessionCollection, () => new SessionCollection(config))
  return () => {
    app.container.restore(SessionMiddleware)
    app.container.restore(SessionCollection)
  }
}

/** INSERTs and UPDATEs of the sessions table while `run` runs. */
async function sessionWrites(run: () => Promise<unknown>) {
  const sql = await statementsDuring(run, { client: 'write', keepCache: true })
  return sql.filter((statement) => /^\s*(insert into|update)\s+["`]?sessions\b/i.test(statement))
    .length
}

/** Date.now() `ms` later while `run` runs. */
async function later<T>(ms: number, run: () => Promise<T>) {
  const realNow = Date.now
  Date.now = () => realNow() + ms
  try {
    return await run()
  } finally {
    Date.now = realNow
  }
}

const sentCookie = (response: Response) =>
  response.headers.getSetCookie().some((line) => line.startsWith(`${COOKIE}=`))

function sessionIdFrom(cookie: string | undefined) {
  const payload = decodeURIComponent(cookie ?? '')
    .slice(2)
    .split('.')[0]
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).message as string
}

const isolatedUser = () => UserFactory.merge({ id: randomInt(1_000_000, 2_000_000_000) }).create()

test.group('Session writes: database store', (group) => {
  group.setup(() => useStore('database'))

  test('a GET that changes nothing writes the session at most once a minute', async ({
    assert,
  }) => {
    const browser = new BrowserSession(origin())
    assert.equal(await sessionWrites(() => browser.request('GET', route('login'))), 1)
    const id = sessionIdFrom(browser.jar.get(COOKIE))
    const expiry = async () => {
      const row = await db.from('sessions').where('id', id).firstOrFail()
      return new Date(row.expires_at).getTime()
    }
    const first = await expiry()

    for (let i = 0; i < 3; i++) {
      let response: Response | undefined
      const writes = await sessionWrites(async () => {
        response = await browser.request('GET', route('login'))
      })
      assert.equal(writes, 0)
      assert.equal(response!.status, 200)
      assert.isFalse(sentCookie(response!), 'the session cookie is not sent again')
    }
    assert.equal(await expiry(), first)

    /* Past the minute, the next request extends the expiry (once) and sends the cookie again. */
    await later(TOUCH_EVERY_MS + 1_000, async () => {
      let response: Response | undefined
      assert.equal(
        await sessionWrites(async () => {
          response = await browser.request('GET', route('login'))
        }),
        1
      )
      assert.isTrue(sentCookie(response!))
      assert.equal(await sessionWrites(() => browser.request('GET', route('login'))), 0)
    })
    assert.isAbove(await expiry(), first + TOUCH_EVERY_MS)
  })

  test('a signed-in session writes at once on login and on a flash message, then rests', async ({
    assert,
  }) => {
    const user = await isolatedUser()
    const browser = new BrowserSession(origin())
    await browser.request('GET', route('login'))
    assert.isAtLeast(await sessionWrites(() => browser.signIn(user.email, 'motdepasse')), 1)
    const id = sessionIdFrom(browser.jar.get(COOKIE))
    const row = await db.from('sessions').where('id', id).firstOrFail()
    assert.equal(row.user_id, String(user.id))

    assert.equal(await sessionWrites(() => browser.whoAmI()), 0)
    assert.equal(await sessionWrites(() => browser.whoAmI()), 0)

    /* A refused form flashes its errors: written at once, shown on the next page. */
    const refused = await sessionWrites(async () => {
      const response = await browser.request('PUT', route('password.update'), {
        currentPassword: 'pas le bon',
        password: 'nouveau-mot-de-passe',
        passwordConfirmation: 'nouveau-mot-de-passe',
      })
      assert.equal(response.status, 302)
    })
    assert.equal(refused, 1)
    const flashed = await db.from('sessions').where('id', id).firstOrFail()
    assert.notEqual(flashed.data, row.data)
    assert.include(flashed.data, 'currentPassword')

    /* A minute later: one write (the last activity the sessions list shows), then none. */
    await later(TOUCH_EVERY_MS + 1_000, async () => {
      assert.equal(await sessionWrites(() => browser.whoAmI()), 1)
      assert.equal(await sessionWrites(() => browser.whoAmI()), 0)
      const page = await browser.page(route('profile.edit'))
      const [current] = page.props.sessions as { lastActiveAt: string; current: boolean }[]
      assert.isTrue(current.current)
      assert.approximately(new Date(current.lastActiveAt).getTime(), Date.now(), 10_000)
    })
  })
})

test.group('Session writes: Redis store', (group) => {
  const keys: string[] = []
  group.setup(() => useStore('redis'))
  group.teardown(async () => {
    if (keys.length > 0) await redis.del(...keys)
  })

  /** SETEX (a write) and EXPIRE (a touch) sent to Redis while `run` runs. */
  async function redisWrites(run: () => Promise<unknown>) {
    const connection = redis.connection('main')
    const counted = { setex: 0, expire: 0 }
    const spied = connection as unknown as Record<string, (...args: unknown[]) => unknown>
    for (const name of ['setex', 'expire'] as const) {
      const original = spied[name]
      spied[name] = (...args: unknown[]) => {
        counted[name]++
        return original.apply(connection, args)
      }
    }
    try {
      await run()
    } finally {
      delete spied.setex
      delete spied.expire
    }
    return counted
  }

  test('a GET that changes nothing resets the time to live at most once a minute', async ({
    assert,
  }) => {
    const browser = new BrowserSession(origin())
    assert.deepEqual(await redisWrites(() => browser.request('GET', route('login'))), {
      setex: 1,
      expire: 0,
    })
    const id = sessionIdFrom(browser.jar.get(COOKIE))
    keys.push(id)
    for (let i = 0; i < 3; i++) {
      assert.deepEqual(await redisWrites(() => browser.request('GET', route('login'))), {
        setex: 0,
        expire: 0,
      })
    }
    /* The key's time to live last reset over a minute ago: the next request resets it. */
    await redis.pexpire(id, TWO_HOURS - TOUCH_EVERY_MS - 1_000)
    let response: Response | undefined
    assert.deepEqual(
      await redisWrites(async () => {
        response = await browser.request('GET', route('login'))
      }),
      { setex: 0, expire: 1 }
    )
    assert.isTrue(sentCookie(response!))
    assert.isAbove(await redis.pttl(id), TWO_HOURS - TOUCH_EVERY_MS)
  })

  test('a login and a flash message are written at once', async ({ assert }) => {
    const user = await isolatedUser()
    keys.push(`session_tag:${user.id}`)
    const browser = new BrowserSession(origin())
    await browser.request('GET', route('login'))
    keys.push(sessionIdFrom(browser.jar.get(COOKIE)))
    const login = await redisWrites(() => browser.signIn(user.email, 'motdepasse'))
    assert.isAtLeast(login.setex, 1)
    const id = sessionIdFrom(browser.jar.get(COOKIE))
    keys.push(id)
    assert.deepEqual(await redisWrites(() => browser.whoAmI()), { setex: 0, expire: 0 })

    const before = await redis.get(id)
    const refused = await redisWrites(() =>
      browser.request('PUT', route('password.update'), {
        currentPassword: 'pas le bon',
        password: 'nouveau-mot-de-passe',
        passwordConfirmation: 'nouveau-mot-de-passe',
      })
    )
    assert.deepEqual(refused, { setex: 1, expire: 0 })
    assert.notEqual(await redis.get(id), before)
  })
})
