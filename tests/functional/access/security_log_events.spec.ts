import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import ace from '@adonisjs/core/services/ace'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import SecurityEvent, { type SecurityEventKind } from '#models/security_event'
import { UserFactory } from '#database/factories/user_factory'
import { linksIn } from '../auth/helpers.js'
import { PASSWORD, accounts, as, asJson, confirmedAt, esiAndPro } from './helpers.js'
import { route, routeOf } from '#tests/helpers/routes'

const NEW_PASSWORD = 'un-nouveau-secret-42'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

/** A form post from Firefox on Linux, as `user` when given (a guest otherwise). */
function post(request: ApiRequest, user: User | null, form: Record<string, unknown>) {
  const sent = user ? as(request, user) : request
  return sent
    .header('user-agent', FIREFOX)
    .header('referer', route('profile.edit'))
    .form(form)
    .withCsrfToken()
    .redirects(0)
}

function eventsOf(kind: SecurityEventKind) {
  return SecurityEvent.query().where('kind', kind).orderBy('id', 'asc')
}

/** The one line of `kind`: about `user`, with the request's origin (and `details` when given). */
async function assertOneLine(
  assert: Assert,
  kind: SecurityEventKind,
  user: User,
  { actor = null as User | null, details = undefined as string | undefined } = {}
) {
  const lines = await eventsOf(kind)
  assert.lengthOf(lines, 1)
  const [line] = lines
  assert.equal(line.userId, user.id)
  assert.equal(line.email, user.email)
  assert.equal(line.device, 'Firefox sur Linux')
  assert.match(line.ip ?? '', /\d/)
  if (actor) assert.equal(line.actorId, actor.id)
  else assert.isNull(line.actorId)
  if (details !== undefined) assert.equal(line.details, details)
  return line
}

/** Each of the `refused` forms sent to `send()` writes no line; then `accepted` is sent: the answers. */
async function refusedThenAccepted(
  assert: Assert,
  send: () => ApiRequest,
  user: User | null,
  refused: Record<string, unknown>[],
  accepted: Record<string, unknown>
) {
  const answers: ApiResponse[] = []
  for (const form of refused) answers.push(await post(send(), user, form))
  assert.lengthOf(await SecurityEvent.all(), 0)
  return { refused: answers, accepted: await post(send(), user, accepted) }
}

/** The raw token of a reset link asked through the form (read from the sent mail). */
async function resetToken(client: ApiClient, user: User) {
  const { mails } = mail.fake()
  await post(client.post(route('password.email')), null, { email: user.email })
  const link = linksIn(mails.sent()[0]).find((url) => routeOf(url) === 'password.reset')!
  return new URL(link).pathname.split('/').pop()!
}

test.group('Security log | what each flow records', () => {
  test('a password change writes password_changed and sessions_revoked; a wrong current password writes neither', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const form = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }
    const { refused } = await refusedThenAccepted(
      assert,
      () => client.put(route('password.update')),
      user,
      [{ ...form, currentPassword: 'pas-le-bon' }],
      { ...form, currentPassword: PASSWORD }
    )
    refused[0].assertHeader('location', route('profile.edit'))
    await assertOneLine(assert, 'password_changed', user)
    const details = 'Autres appareils (nouveau mot de passe)'
    await assertOneLine(assert, 'sessions_revoked', user, { details })
  })

  test('a password reset writes password_reset and sessions_revoked (all); a bad link writes nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const form = { email: user.email, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }
    const token = await resetToken(client, user)
    const { accepted } = await refusedThenAccepted(
      assert,
      () => client.post(route('password.store')),
      null,
      [{ ...form, token: 'f'.repeat(64) }],
      { ...form, token }
    )
    accepted.assertHeader('location', route('login'))
    await assertOneLine(assert, 'password_reset', user)
    const details = 'Toutes les sessions (mot de passe réinitialisé)'
    await assertOneLine(assert, 'sessions_revoked', user, { details })
  })

  test('an e-mail change writes email_changed (old → new); a name change or an invalid address writes none', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await UserFactory.merge({ email: 'ancienne@example.fr' }).create()
    const named = (email: string) => ({ fullName: 'Nouveau Nom', email })
    await refusedThenAccepted(
      assert,
      () => client.patch(route('profile.update')),
      user,
      [named(user.email), named('pas-une-adresse')],
      named('nouvelle@example.fr')
    )
    await user.refresh()
    const details = 'ancienne@example.fr → nouvelle@example.fr'
    const line = await assertOneLine(assert, 'email_changed', user, { details })
    assert.equal(line.email, 'nouvelle@example.fr')
  })

  test('"log out the other devices" writes sessions_revoked; a wrong password writes none', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await refusedThenAccepted(
      assert,
      () => client.delete(route('profile.sessions.destroy')),
      user,
      [{ password: 'pas-le-bon' }],
      { password: PASSWORD }
    )
    await assertOneLine(assert, 'sessions_revoked', user, { details: 'Autres appareils' })
  })

  test('an admin changing an access writes access_changed with the admin as actor', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro } = await esiAndPro()
    await as(
      client.put(route('esidoor.pros.access', { id: pro.id })),
      admin,
      confirmedAt(admin, Date.now())
    )
      .header('user-agent', FIREFOX)
      .json({ role: 'pro', droit: 'lecteur', isStaff: false })
      .withCsrfToken()
      .redirects(0)
    await assertOneLine(assert, 'access_changed', pro, {
      actor: admin,
      details: 'pro / — / non-staff → pro / lecteur / non-staff',
    })
  })

  test('the test page toggles write access_changed without actor (the user themself)', async ({
    client,
    assert,
  }) => {
    const staff = await accounts.esi()
    const response = await asJson(client.put(route('api.user.role')), staff)
      .header('user-agent', FIREFOX)
      .json({ droit: null })
      .withCsrfToken()
    response.assertStatus(200)
    const details = 'esi / admin / staff → esi / — / staff'
    await assertOneLine(assert, 'access_changed', staff, { details })
  })

  test('user:staff writes access_changed with neither actor nor origin', async ({ assert }) => {
    const user = await UserFactory.create()
    ace.ui.switchMode('raw')
    const command = await ace.exec('user:staff', [user.email])
    ace.ui.switchMode('normal')
    command.assertSucceeded()
    const [line] = await eventsOf('access_changed')
    assert.deepInclude(line.$attributes, { userId: user.id, actorId: null, ip: null, device: null })
    assert.equal(line.details, 'pro / — / non-staff → pro / — / staff')
  })

  test('deleting the account writes account_deleted; its lines stay, without the user', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await post(client.delete(route('profile.sessions.destroy')), user, { password: PASSWORD })
    await user.refresh()
    const response = await post(client.delete(route('profile.destroy')), user, {
      password: PASSWORD,
    })
    response.assertHeader('location', route('home'))

    const [deleted] = await eventsOf('account_deleted')
    assert.deepInclude(deleted.$attributes, {
      userId: null,
      email: user.email,
      device: 'Firefox sur Linux',
    })
    const [earlier] = await eventsOf('sessions_revoked')
    assert.deepInclude(earlier.$attributes, { userId: null, email: user.email })
  })

  test('no line ever holds a password, a token or a session id', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()
    const responses: ApiResponse[] = []
    const token = await resetToken(client, user)
    const form = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }
    responses.push(
      await post(client.post(route('password.store')), null, { ...form, email: user.email, token })
    )
    await user.refresh()
    responses.push(
      await post(client.put(route('password.update')), user, {
        currentPassword: NEW_PASSWORD,
        password: `${NEW_PASSWORD}-bis`,
        passwordConfirmation: `${NEW_PASSWORD}-bis`,
      })
    )
    await user.refresh()
    responses.push(
      await post(client.patch(route('profile.update')), user, {
        fullName: 'A B',
        email: 'autre@example.fr',
      }),
      await post(client.delete(route('profile.sessions.destroy')), user, {
        password: `${NEW_PASSWORD}-bis`,
      })
    )
    await user.refresh()
    const cookies = responses.flatMap((response) =>
      Object.values(response.cookies())
        .map((cookie) => cookie.value)
        .filter((value): value is string => typeof value === 'string')
    )
    const secrets = [PASSWORD, NEW_PASSWORD, token, user.password, user.sessionEpoch, ...cookies]

    const rows = await db.from('security_events')
    assert.isAbove(rows.length, 4)
    const text = JSON.stringify(rows)
    for (const secret of secrets.filter((value) => value.length >= 8)) {
      assert.notInclude(text, secret)
    }
  })
})
