import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import SecurityEvent, { type SecurityEventKind } from '#models/security_event'
import { UserFactory } from '#database/factories/user_factory'
import type SecurityEventTransformer from '#transformers/security_event_transformer'
import type { Wire, WireList } from '#tests/helpers/wire'
import { epochOf, linksIn, pathOf } from '../auth/helpers.js'
import { route, routeOf } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'

/*
| Issue 41, defect 9: the security journal kept sign-ins but not how an
| account began. A sign-up writes « Compte créé » (a new address) or
| « Tentative d'inscription » on the known account (a taken one: the
| requester is answered the same and never sees either); following the
| verification link writes « Adresse e-mail vérifiée », once; every sign-in,
| the first one included, was already « Connexion réussie ».
*/

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const EMAIL = 'camille.durand@example.fr'
const PASSWORD = 'un-bon-mot-de-passe'

function register(client: ApiClient, email = EMAIL) {
  return client
    .post(route('register.store'))
    .header('user-agent', FIREFOX)
    .header('referer', route('register'))
    .form({ fullName: 'Camille Durand', email, password: PASSWORD, passwordConfirmation: PASSWORD })
    .withCsrfToken()
    .redirects(0)
}

function kindsOf(user: User) {
  return SecurityEvent.query()
    .where('user_id', user.id)
    .orderBy('id', 'asc')
    .then((lines) => lines.map((line) => line.kind))
}

test.group('Security log | sign-up, verification, first sign-in', () => {
  test('a sign-up, its verification and its first sign-in each write their line', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const signUp = await register(client)
    signUp.assertStatus(302)
    const user = await User.findByOrFail('email', EMAIL)
    const [created] = await SecurityEvent.query().where('kind', 'account_created')
    assert.include(created.toJSON(), { userId: user.id, email: EMAIL, device: 'Firefox sur Linux' })
    assert.match(created.ip ?? '', /\d/)

    const link = linksIn(mails.sent()[0]).find((url) => routeOf(url) === 'verification.verify')!
    const visit = () =>
      client
        .get(pathOf(link))
        .header('user-agent', FIREFOX)
        .loginAs(user)
        .withSession(epochOf(user))
        .redirects(0)
    const first = await visit()
    first.assertHeader('location', route('dashboard'))
    /* A second click changes nothing, and logs nothing. */
    await visit()

    const login = await client
      .post(route('login.store'))
      .header('user-agent', FIREFOX)
      .form({ email: EMAIL, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    login.assertHeader('location', route('dashboard'))

    assert.deepEqual(await kindsOf(user), ['account_created', 'email_verified', 'login_succeeded'])
  })

  test("a taken address writes « Tentative d'inscription » on its account, and creates none", async ({
    client,
    assert,
  }) => {
    mail.fake()
    const owner = await UserFactory.merge({ email: EMAIL }).create()
    const signUp = await register(client, 'Camille.Durand@Example.FR')
    signUp.assertStatus(302)

    assert.deepEqual(await kindsOf(owner), ['registration_attempt'])
    const [line] = await SecurityEvent.query().where('kind', 'registration_attempt')
    assert.include(line.toJSON(), { email: EMAIL, device: 'Firefox sur Linux' })
    assert.lengthOf(await SecurityEvent.query().where('kind', 'account_created'), 0)
    assert.lengthOf(await User.all(), 1)
  })

  test('both journals show these lines in French', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const admin = await UserFactory.apply('esi').merge({ droit: 'admin' }).create()
    const labels = {
      account_created: 'Compte créé (inscription)',
      registration_attempt: "Tentative d'inscription avec cette adresse",
      email_verified: 'Adresse e-mail vérifiée',
    } satisfies Partial<Record<SecurityEventKind, string>>
    const kinds = Object.keys(labels) as (keyof typeof labels)[]
    for (const kind of kinds) {
      await SecurityEvent.create({ userId: user.id, email: user.email, kind })
    }

    const profile = await visitAs(client, user, route('profile.edit'))
    const { securityEvents } = profile.inertiaProps as {
      securityEvents: Wire<SecurityEventTransformer>[]
    }
    for (const kind of kinds) {
      assert.deepInclude(
        securityEvents.map((event) => ({ kind: event.kind, label: event.label })),
        { kind, label: labels[kind] }
      )
    }

    const journal = await visitAs(client, admin, route('esidoor.security_log'))
    journal.assertStatus(200)
    const props = journal.inertiaProps as {
      events: WireList<SecurityEventTransformer, 'forEsidoor'>
      kinds: { value: string; label: string }[]
    }
    for (const kind of kinds) {
      assert.deepInclude(props.kinds, { value: kind, label: labels[kind] })
      assert.isTrue(props.events.data.some((e) => e.kind === kind && e.label === labels[kind]))
    }
  })
})
