import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { startAppProcess } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'
import { BrowserSession } from '#tests/helpers/browser_session'

/*
| Finding 4: with the cookie store, a copy of the cookies taken before
| logout still read /api/user and still wrote. Sessions now live on the
| server (database store by default, Redis for several instances): ending
| one ends every copy. Tested through a real app process per store.
*/
const PASSWORD = 'motdepasse'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

for (const driver of ['database', 'redis'] as const) {
  test.group(`Security: server-side sessions (${driver} store)`, (group) => {
    let server: Awaited<ReturnType<typeof startAppProcess>>
    group.setup(async () => {
      server = await startAppProcess(await freePort(), { SESSION_DRIVER: driver })
      return () => server.stop()
    })
    group.each.setup(() => testUtils.db().truncate())

    test('a cookie copied before logout reads and writes nothing after it', async ({ assert }) => {
      const user = await UserFactory.create()
      const browser = new BrowserSession(server.url)
      await browser.signIn(user.email, PASSWORD)
      const stolen = browser.copy()
      assert.equal(await stolen.whoAmI(), 200)

      const logout = await browser.request('POST', '/logout', {})
      assert.equal(logout.status, 302)

      assert.equal(await stolen.whoAmI(), 401)
      const write = await stolen.request('POST', '/app/company', { nom: 'Société fantôme' })
      assert.notEqual(write.status, 200)
      assert.lengthOf(await Societe.all(), 0)
      if (driver === 'database') {
        const rows = await db.from('sessions').where('user_id', String(user.id))
        assert.lengthOf(rows, 0)
      }
    })

    test('a password change ends the other sessions and keeps this one', async ({ assert }) => {
      const user = await UserFactory.create()
      const [here, there] = [new BrowserSession(server.url), new BrowserSession(server.url)]
      await here.signIn(user.email, PASSWORD)
      await there.signIn(user.email, PASSWORD)

      const change = await here.request('PUT', '/password', {
        currentPassword: PASSWORD,
        password: 'nouveau-mot-de-passe',
        passwordConfirmation: 'nouveau-mot-de-passe',
      })
      assert.equal(change.headers.get('location'), '/profile')
      assert.equal(await here.whoAmI(), 200)
      assert.equal(await there.whoAmI(), 401)
    })

    test('deleting the account ends every copy of every session', async ({ assert }) => {
      const user = await UserFactory.create()
      const [here, there] = [new BrowserSession(server.url), new BrowserSession(server.url)]
      await here.signIn(user.email, PASSWORD)
      await there.signIn(user.email, PASSWORD)
      const stolen = here.copy()

      const deletion = await here.request('DELETE', '/profile', { password: PASSWORD })
      assert.equal(deletion.headers.get('location'), '/')
      assert.isNull(await User.find(user.id))
      assert.equal(await there.whoAmI(), 401)
      assert.equal(await stolen.whoAmI(), 401)
    })

    test('"Sessions actives" lists each device; logging out the others needs the password', async ({
      assert,
    }) => {
      const user = await UserFactory.create()
      const here = new BrowserSession(server.url)
      const phone = new BrowserSession(server.url, IPHONE)
      await here.signIn(user.email, PASSWORD)
      await phone.signIn(user.email, PASSWORD)

      const { props } = await here.page('/profile')
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

      const refused = await here.request('DELETE', '/profile/sessions', { password: 'faux' })
      assert.equal(refused.status, 302)
      assert.notEqual(refused.headers.get('location'), '/profile')
      assert.equal(await phone.whoAmI(), 200)

      const tagged = () => db.from('sessions').where('user_id', String(user.id))
      if (driver === 'database') assert.lengthOf(await tagged(), 2)
      const done = await here.request('DELETE', '/profile/sessions', { password: PASSWORD })
      if (driver === 'database') assert.lengthOf(await tagged(), 1)
      assert.equal(done.headers.get('location'), '/profile')
      assert.equal(await phone.whoAmI(), 401)
      assert.equal(await here.whoAmI(), 200)
      const after = await here.page('/profile')
      assert.lengthOf(after.props.sessions, 1)
    })
  })
}
