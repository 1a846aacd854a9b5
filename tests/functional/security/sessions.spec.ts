import { createHash, randomBytes, randomInt } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { MessageBuilder } from '@adonisjs/core/helpers'
import User from '#models/user'
import Societe from '#models/societe'
import PasswordResetToken from '#models/password_reset_token'
import { UserFactory } from '#database/factories/user_factory'
import { startAppProcess } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'
import { BrowserSession } from '#tests/helpers/browser_session'
import { route } from '#tests/helpers/routes'

/*
| Finding 4: with the cookie store, a copy of the cookies taken before
| logout still read /api/user and still wrote. Sessions now live on the
| server (database store by default, Redis for several instances): ending
| one ends every copy. Tested through a real app process per store.
*/
const PASSWORD = 'motdepasse'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

type Driver = 'database' | 'redis'

/*
| Redis is shared by every test run on the machine and its tag sets are named
| after the user id: a random id keeps this run's sessions apart from the
| others' (and from live sessions a previous run left behind).
*/
const isolatedUser = () => UserFactory.merge({ id: randomInt(1_000_000, 2_000_000_000) }).create()

/**
 * The user's signed-in sessions still held by the store (what a copied cookie
 * could use). A request made with a dead session's cookie stores an empty,
 * signed-out session under the same id: those do not count.
 */
async function storedSessions(driver: Driver, user: User) {
  let tagged: { id: string; data: string | null }[]
  if (driver === 'database') {
    tagged = await db.from('sessions').select('id', 'data').where('user_id', String(user.id))
  } else {
    const ids = await redis.smembers(`session_tag:${user.id}`)
    tagged = await Promise.all(ids.map(async (id) => ({ id, data: await redis.get(id) })))
  }
  return tagged.filter(({ id, data }) => {
    const values = data ? new MessageBuilder().verify<Record<string, unknown>>(data, id) : null
    return values?.auth_web === user.id
  }).length
}

for (const driver of ['database', 'redis'] as const) {
  test.group(`Security: server-side sessions (${driver} store)`, (group) => {
    let server: Awaited<ReturnType<typeof startAppProcess>>
    group.setup(async () => {
      server = await startAppProcess(await freePort(), { SESSION_DRIVER: driver })
      return () => server.stop()
    })

    /** A new user signed in on two browsers of this app process. */
    async function signedInOnTwoBrowsers() {
      const user = await isolatedUser()
      const [here, there] = [new BrowserSession(server.url), new BrowserSession(server.url)]
      await here.signIn(user.email, PASSWORD)
      await there.signIn(user.email, PASSWORD)
      return { user, here, there }
    }

    test('a cookie copied before logout reads and writes nothing after it', async ({ assert }) => {
      const user = await isolatedUser()
      const browser = new BrowserSession(server.url)
      await browser.signIn(user.email, PASSWORD)
      const stolen = browser.copy()
      assert.equal(await stolen.whoAmI(), 200)

      const logout = await browser.request('POST', route('logout'), {})
      assert.equal(logout.status, 302)

      assert.equal(await stolen.whoAmI(), 401)
      const write = await stolen.request('POST', route('societes.store'), {
        nom: 'Société fantôme',
      })
      assert.notEqual(write.status, 200)
      assert.lengthOf(await Societe.all(), 0)
      assert.equal(await storedSessions(driver, user), 0)
    })

    test('a password change ends the other sessions and keeps this one', async ({ assert }) => {
      const { user, here, there } = await signedInOnTwoBrowsers()

      const change = await here.request('PUT', route('password.update'), {
        currentPassword: PASSWORD,
        password: 'nouveau-mot-de-passe',
        passwordConfirmation: 'nouveau-mot-de-passe',
      })
      assert.equal(change.headers.get('location'), route('profile.edit'))
      assert.equal(await here.whoAmI(), 200)
      assert.equal(await there.whoAmI(), 401)
      assert.equal(await storedSessions(driver, user), 1)
    })

    test('a password reset ends every session in the store', async ({ assert }) => {
      const { user, here, there } = await signedInOnTwoBrowsers()
      assert.equal(await storedSessions(driver, user), 2)

      const token = randomBytes(32).toString('hex')
      await PasswordResetToken.create({
        userId: user.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: DateTime.now().plus({ minutes: 10 }),
      })
      const visitor = new BrowserSession(server.url)
      await visitor.request('GET', route('password.reset', { token }))
      const reset = await visitor.request('POST', route('password.store'), {
        token,
        email: user.email,
        password: 'nouveau-mot-de-passe',
        passwordConfirmation: 'nouveau-mot-de-passe',
      })
      assert.equal(reset.headers.get('location'), route('login'))

      /* The epoch alone would already refuse them; the store must not keep them either. */
      assert.equal(await storedSessions(driver, user), 0)
      assert.equal(await here.whoAmI(), 401)
      assert.equal(await there.whoAmI(), 401)
    })

    test('deleting the account ends every copy of every session', async ({ assert }) => {
      const { user, here, there } = await signedInOnTwoBrowsers()
      const stolen = here.copy()

      const deletion = await here.request('DELETE', route('profile.destroy'), {
        password: PASSWORD,
      })
      assert.equal(deletion.headers.get('location'), route('home'))
      assert.isNull(await User.find(user.id))
      assert.equal(await there.whoAmI(), 401)
      assert.equal(await stolen.whoAmI(), 401)
      assert.equal(await storedSessions(driver, user), 0)
    })

    test('"Sessions actives" lists each device; logging out the others needs the password', async ({
      assert,
    }) => {
      const user = await isolatedUser()
      const here = new BrowserSession(server.url)
      const phone = new BrowserSession(server.url, IPHONE)
      await here.signIn(user.email, PASSWORD)
      await phone.signIn(user.email, PASSWORD)

      const { props } = await here.page(route('profile.edit'))
      assert.sameDeepMembers(
        props.sessions.map((s: { label: string; current: boolean; ip: string }) => ({
          label: s.label,
          current: s.current,
          ip: s.ip,
        })),
        [
          { label: 'Chrome sur Linux', current: true, ip: '127.0.0.1' },
          { label: 'Safari sur iPhone', current: false, ip: '127.0.0.1' },
        ]
      )
      assert.notInclude(JSON.stringify(props.sessions), here.jar.get('esidoor-session') ?? '-')

      const refused = await here.request('DELETE', route('profile.sessions.destroy'), {
        password: 'faux',
      })
      assert.equal(refused.status, 302)
      assert.notEqual(refused.headers.get('location'), route('profile.edit'))
      assert.equal(await phone.whoAmI(), 200)

      assert.equal(await storedSessions(driver, user), 2)
      const done = await here.request('DELETE', route('profile.sessions.destroy'), {
        password: PASSWORD,
      })
      assert.equal(await storedSessions(driver, user), 1)
      assert.equal(done.headers.get('location'), route('profile.edit'))
      assert.equal(await phone.whoAmI(), 401)
      assert.equal(await here.whoAmI(), 200)
      const after = await here.page(route('profile.edit'))
      assert.lengthOf(after.props.sessions, 1)
    })
  })
}
