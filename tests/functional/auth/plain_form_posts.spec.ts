import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { SessionData } from '@adonisjs/session/types'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { nextCodeOf } from '#tests/helpers/two_factor'
import { PASSWORD, fieldErrors, lastLoginOf, linksIn, pathOf } from './helpers.js'
import { assertAtChallenge, eventsOf } from './two_factor_helpers.js'
import { route, routeOf } from '#tests/helpers/routes'
import { userAndMails } from '#tests/helpers/user_and_mails'
import { assertRedirect } from '#tests/helpers/answers'

/*
| A guest form sent by the browser itself, before the page's JavaScript has
| arrived: a plain POST (no X-Inertia header), with the `_csrf` field the
| server-rendered page carries (guestFormProps), answered with a redirect.
*/

type GuestPage = { csrfToken?: string; old?: Record<string, string>; errors?: object }

/** The page as the browser gets it (after `before`, the previous answer): its token and its session. */
async function openPage(client: ApiClient, path: string, before?: ApiResponse) {
  const request = client.get(path).withInertia()
  if (before) request.withSession(before.session()).withFlashMessages(before.flashMessages())
  const response = await request
  response.assertStatus(200)
  const props = response.body().props as GuestPage
  return { props, session: response.session(), response }
}

/** What the browser sends when Enter is pressed in that form. */
function plainPost(
  client: ApiClient,
  path: string,
  page: { props: GuestPage; session: SessionData },
  fields: Record<string, string>
) {
  return client
    .post(path)
    .header('referer', path)
    .withSession(page.session)
    .form({ _csrf: page.props.csrfToken ?? '', ...fields })
    .redirects(0)
}

/** `user` signing in through the login page's plain form: their password unless told, and any other field. */
async function plainLogIn(
  client: ApiClient,
  user: User,
  password = PASSWORD,
  more: Record<string, string> = {}
) {
  const page = await openPage(client, route('login'))
  return plainPost(client, route('login.store'), page, { email: user.email, password, ...more })
}

test.group('Guest forms | sent before hydration', () => {
  test('{$self} carries the CSRF token and stays private', async ({ client, assert }) => {
    for (const path of [
      route('login'),
      route('register'),
      route('password.request'),
      route('password.reset', { token: 'un-jeton' }),
    ]) {
      const { props, response } = await openPage(client, path)
      assert.isString(props.csrfToken, path)
      assert.isAbove(props.csrfToken!.length, 20, path)
      response.assertHeader('cache-control', 'private, no-store')
    }
  })

  test('the public job board never carries a CSRF token', async ({ client, assert }) => {
    const response = await client.get(route('emplois.index')).withInertia()
    response.assertStatus(200)
    assert.notProperty(response.body().props, 'csrfToken')
    assert.notInclude(JSON.stringify(response.body()), '_csrf')
  })

  test('the login page token signs the person in with a plain post', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await plainLogIn(client, user, PASSWORD, { remember: 'on' })
    assertRedirect(response, route('dashboard'))
    response.assertSession('auth_web', user.id)
    assert.isDefined(response.cookie('remember_web'))
    assert.isNotNull(await lastLoginOf(user))
  })

  test('a wrong password comes back to the form with the French error and the e-mail', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const refused = await plainLogIn(client, user, 'mauvais-mot-de-passe')
    assertRedirect(refused, route('login'))
    refused.assertSessionMissing('auth_web')
    assert.deepEqual(fieldErrors(refused).email, [
      'Ces identifiants ne correspondent à aucun compte.',
    ])

    const back = await openPage(client, route('login'), refused)
    assert.deepEqual(back.props.old, { email: user.email })
    assert.deepInclude(back.props.errors, {
      email: 'Ces identifiants ne correspondent à aucun compte.',
    })
    assert.notInclude(JSON.stringify(back.response.body()), 'mauvais-mot-de-passe')
    assert.lengthOf(await eventsOf('login_failed'), 1)
  })

  test('plain posts count as failed sign-ins: the 6th is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (let i = 0; i < 5; i++) await plainLogIn(client, user, 'mauvais')
    const response = await plainLogIn(client, user)
    response.assertSessionMissing('auth_web')
    assert.include(fieldErrors(response).email?.[0] ?? '', 'Trop de tentatives')
    assert.lengthOf(await eventsOf('login_failed'), 5)
  })

  test('without the token a plain post does nothing and goes back in French', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const page = await openPage(client, route('login'))
    const response = await plainPost(
      client,
      route('login.store'),
      { props: {}, session: page.session },
      { email: user.email, password: PASSWORD }
    )
    assertRedirect(response, route('login'))
    response.assertFlashMessage('error', 'La page a expiré. Veuillez réessayer.')
    response.assertSessionMissing('auth_web')
    assert.isNull(await lastLoginOf(user))
  })

  test('two-factor: the password step then the challenge page token sign in', async ({
    client,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const password = await plainLogIn(client, user)
    assertAtChallenge(password)

    const challenge = await openPage(client, route('two_factor.challenge'), password)
    const code = await plainPost(client, route('two_factor.challenge.store'), challenge, {
      code: await nextCodeOf(user),
    })
    assertRedirect(code, route('dashboard'))
    code.assertSession('auth_web', user.id)
  })

  test('register: a plain post makes the account (login page, address filled in); a refusal keeps name and e-mail', async ({
    client,
    assert,
  }) => {
    const page = await openPage(client, route('register'))
    const refused = await plainPost(client, route('register.store'), page, {
      fullName: 'Camille Martin',
      email: 'camille@example.fr',
      password: 'motdepasse1',
      passwordConfirmation: 'autre-chose',
    })
    refused.assertHeader('location', route('register'))
    assert.isNull(await User.findBy('email', 'camille@example.fr'))
    const back = await openPage(client, route('register'), refused)
    assert.deepEqual(back.props.old, { fullName: 'Camille Martin', email: 'camille@example.fr' })
    assert.property(back.props.errors, 'passwordConfirmation')

    const made = await plainPost(client, route('register.store'), back, {
      fullName: 'Camille Martin',
      email: 'camille@example.fr',
      password: 'motdepasse1',
      passwordConfirmation: 'motdepasse1',
    })
    assertRedirect(made, route('login'))
    made.assertSessionMissing('auth_web')
    assert.isNotNull(await User.findBy('email', 'camille@example.fr'))
    const login = await openPage(client, route('login'), made)
    assert.deepEqual(login.props.old, { email: 'camille@example.fr' })
  })

  test('forgot and reset password work as plain posts', async ({ client, assert }) => {
    const { user, mails } = await userAndMails()
    const forgot = await openPage(client, route('password.request'))
    const sent = await plainPost(client, route('password.email'), forgot, { email: user.email })
    assertRedirect(sent, route('password.request'))
    sent.assertFlashMessage(
      'success',
      'Si un compte correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé.'
    )
    const link = linksIn(mails.sent()[0]).find((url) => routeOf(url) === 'password.reset')
    assert.isDefined(link)
    mail.restore()

    const reset = await openPage(client, pathOf(link!))
    assert.equal(reset.props.csrfToken?.length ? 'token' : '', 'token')
    const done = await plainPost(client, route('password.store'), reset, {
      token: new URL(link!).pathname.split('/').pop()!,
      email: user.email,
      password: 'nouveau-secret-1',
      passwordConfirmation: 'nouveau-secret-1',
    })
    assertRedirect(done, route('login'))
    await user.refresh()
    await User.verifyCredentials(user.email, 'nouveau-secret-1')
  })
})
