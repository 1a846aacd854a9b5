import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#models/user'
import SecurityEvent, { type SecurityEventKind } from '#models/security_event'
import { UserFactory } from '#database/factories/user_factory'
import type SecurityEventTransformer from '#transformers/security_event_transformer'
import type { Wire, WireList } from '#tests/helpers/wire'
import { accounts, as, aStaffMember, esiAndPro } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage, assertRedirect } from '#tests/helpers/answers'
import { visitAs } from '#tests/helpers/as_user'

type JournalProps = {
  events: WireList<SecurityEventTransformer, 'forEsidoor'>
  filters: { search: string | null; kind: string | null; user: number | null }
  account: { id: number; name: string; email: string } | null
  kinds: { value: string; label: string }[]
}

/** `count` lines of `kind` about `user`, one minute apart, the last one `start` minutes ago. */
async function linesOf(user: User | null, kind: SecurityEventKind, count: number, start = 0) {
  const now = DateTime.now()
  return SecurityEvent.createMany(
    Array.from({ length: count }, (_, index) => ({
      userId: user?.id ?? null,
      email: user?.email ?? 'inconnu@example.fr',
      kind,
      ip: '203.0.113.7',
      device: 'Firefox sur Linux',
      createdAt: now.minus({ minutes: start + index }),
    }))
  )
}

async function journal(client: ApiClient, viewer: User, query = '') {
  const response = await visitAs(client, viewer, `${route('esidoor.security_log')}${query}`)
  assertPage(response, 'esidoor/security_log')
  return response.inertiaProps as JournalProps
}

test.group('Security log | the profile card', () => {
  test("shows the caller's own 50 latest lines, newest first, and no one else's", async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    await linesOf(other, 'login_succeeded', 5)
    const lines = await linesOf(user, 'password_changed', 60)
    const response = await visitAs(client, user, route('profile.edit'))
    response.assertStatus(200)
    const { securityEvents } = response.inertiaProps as {
      securityEvents: Wire<SecurityEventTransformer>[]
    }
    assert.deepEqual(
      securityEvents.map((event) => event.id),
      lines.slice(0, 50).map((line) => line.id)
    )
    assert.deepInclude(securityEvents[0], {
      kind: 'password_changed',
      label: 'Mot de passe modifié',
      device: 'Firefox sur Linux',
      ip: '203.0.113.7',
    })
    assert.notProperty(securityEvents[0], 'actor')
    assert.notProperty(securityEvents[0], 'email')
  })
})

test.group('Security log | e-sidoor journal', () => {
  test('esi admins read every line, newest first, 50 a page, with the kinds in French', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro } = await esiAndPro({ fullName: 'Paul Rousseau' })
    await linesOf(pro, 'login_succeeded', 100, 10)
    const newest = await linesOf(pro, 'password_changed', 20)

    const first = await journal(client, admin)
    assert.deepEqual(first.events.meta, { total: 120, perPage: 50, currentPage: 1, lastPage: 3 })
    assert.equal(first.events.data[0].id, newest[0].id)
    assert.deepInclude(first.events.data[0], { label: 'Mot de passe modifié', email: pro.email })
    assert.deepEqual(first.events.data[0].user, { id: pro.id, name: 'Paul Rousseau' })
    assert.deepInclude(first.kinds, { value: 'login_failed', label: 'Échec de connexion' })

    const last = await journal(client, admin, '?page=3')
    assert.lengthOf(last.events.data, 20)
    assert.equal(last.events.meta.currentPage, 3)
  })

  test('filters by account (id, e-mail or name) and by kind', async ({ client, assert }) => {
    const { esi: admin, pro: paul } = await esiAndPro({ fullName: 'Paul Rousseau' })
    const claire = await UserFactory.merge({ fullName: 'Claire Dubois' }).create()
    await linesOf(paul, 'login_succeeded', 3)
    await linesOf(paul, 'password_changed', 2)
    await linesOf(claire, 'password_changed', 4)
    await linesOf(null, 'login_failed', 1)
    const kinds = (props: JournalProps) => props.events.data.map((row) => row.kind)

    const byUser = await journal(client, admin, `?user=${paul.id}`)
    assert.equal(byUser.events.meta.total, 5)
    assert.deepEqual(byUser.account, { id: paul.id, name: 'Paul Rousseau', email: paul.email })
    assert.equal(byUser.filters.user, paul.id)

    const byKind = await journal(client, admin, '?kind=password_changed')
    assert.equal(byKind.events.meta.total, 6)
    assert.deepEqual([...new Set(kinds(byKind))], ['password_changed'])

    const both = await journal(client, admin, `?user=${claire.id}&kind=login_succeeded`)
    assert.equal(both.events.meta.total, 0)

    const byName = await journal(client, admin, '?search=ROUSSEAU')
    assert.equal(byName.events.meta.total, 5)
    const byEmail = await journal(client, admin, `?search=${encodeURIComponent(claire.email)}`)
    assert.equal(byEmail.events.meta.total, 4)
    const unknownAddress = await journal(client, admin, '?search=inconnu@')
    assert.deepEqual(kinds(unknownAddress), ['login_failed'])
    assert.isNull(unknownAddress.events.data[0].user)
  })

  test('bad query values are dropped, the others kept', async ({ client, assert }) => {
    const admin = await accounts.esi()
    await linesOf(admin, 'logout', 2)
    const props = await journal(
      client,
      admin,
      `?page=abc&kind=nope&user=-3&search=${'x'.repeat(101)}&sort=id`
    )
    assert.deepEqual(props.filters, { search: null, kind: null, user: null })
    assert.equal(props.events.meta.total, 2)

    const kept = await journal(client, admin, '?page=0&kind=logout')
    assert.deepEqual(kept.filters, { search: null, kind: 'logout', user: null })
    assert.equal(kept.events.meta.total, 2)
  })

  test('esi without droit admin and pros get 403, guests go to /login', async ({ client }) => {
    const esi = await aStaffMember()
    const pro = await accounts.pro()
    const asEsi = await as(client.get(route('esidoor.security_log')), esi).redirects(0)
    asEsi.assertStatus(403)
    const asPro = await as(client.get(route('esidoor.security_log')), pro).redirects(0)
    asPro.assertStatus(403)
    assertRedirect(await client.get(route('esidoor.security_log')).redirects(0), route('login'))
  })

  test('the e-sidoor pages offer the journal to esi admins only', async ({ client, assert }) => {
    const admin = await accounts.esi()
    const esi = await UserFactory.merge({ role: 'esi', droit: null }).create()
    const pro = await accounts.pro()
    for (const [viewer, allowed] of [
      [admin, true],
      [esi, false],
    ] as const) {
      for (const url of [route('esidoor.dashboard'), route('esidoor.pros.show', { id: pro.id })]) {
        const response = await visitAs(client, viewer, url)
        const { can } = response.inertiaProps as { can: { viewSecurityLog: boolean } }
        assert.equal(can.viewSecurityLog, allowed, `${url} for ${viewer.droit ?? 'standard'}`)
      }
    }
  })
})
