import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import { fieldErrors } from './helpers.js'

const valid = {
  fullName: 'Camille Durand',
  email: 'Camille.Durand@Example.FR',
  password: 'un-bon-mot-de-passe',
  passwordConfirmation: 'un-bon-mot-de-passe',
}

test.group('Registration', (group) => {
  group.each.setup(() => testUtils.db().truncate())
  group.each.teardown(() => mail.restore())

  test('the registration screen renders auth/register', async ({ client }) => {
    const response = await client.get('/register').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/register')
  })

  test('a new account is a pro, unverified, stored lower-case and signed in', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client.post('/register').form(valid).withCsrfToken().redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')

    const user = await User.findByOrFail('email', 'camille.durand@example.fr')
    assert.equal(user.fullName, 'Camille Durand')
    assert.equal(user.role, 'pro')
    assert.isNull(user.droit)
    assert.isFalse(user.isStaff)
    assert.isNull(user.emailVerifiedAt)
    assert.notEqual(user.password, valid.password)

    response.assertSession('auth_web', user.id)
    response.assertSession('auth.epoch', user.sessionEpoch)
    mails.assertSent(VerifyEmailNotification, (sent) => {
      sent.message.assertTo('camille.durand@example.fr')
      return true
    })
  })

  test('the new account lands on the e-mail verification notice', async ({ client }) => {
    mail.fake()
    const register = await client.post('/register').form(valid).withCsrfToken().redirects(0)
    const response = await client.get('/dashboard').withSession(register.session()).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/verify-email')
  })

  test('refused when {reason}')
    .with([
      {
        reason: 'the full name is missing',
        form: { ...valid, fullName: '   ' },
        field: 'fullName',
        message: 'Le champ nom complet est obligatoire.',
      },
      {
        reason: 'the e-mail is malformed',
        form: { ...valid, email: 'camille.example.fr' },
        field: 'email',
        message: 'Veuillez saisir une adresse e-mail valide.',
      },
      {
        reason: 'the password is shorter than 8 characters',
        form: { ...valid, password: 'court', passwordConfirmation: 'court' },
        field: 'password',
        message: 'Le champ mot de passe doit contenir au moins 8 caractères.',
      },
      {
        reason: 'the confirmation does not match',
        form: { ...valid, passwordConfirmation: 'autre-chose-encore' },
        field: 'passwordConfirmation',
        message: 'La confirmation du mot de passe ne correspond pas.',
      },
    ])
    .run(async ({ client, assert }, { form, field, message }) => {
      const { mails } = mail.fake()
      const response = await client
        .post('/register')
        .header('referer', '/register')
        .form(form)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', '/register')
      assert.deepEqual(fieldErrors(response)[field], [message])
      response.assertSessionMissing('auth_web')
      assert.lengthOf(await User.all(), 0)
      mails.assertNoneSent()
    })

  test('refused when the e-mail is taken, whatever its case', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: 'pro@example.fr', fullName: 'Premier' }).create()

    const response = await client
      .post('/register')
      .header('referer', '/register')
      .form({ ...valid, email: 'PRO@Example.fr' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/register')
    assert.deepEqual(fieldErrors(response).email, ['Cette adresse e-mail est déjà utilisée.'])
    const users = await User.all()
    assert.lengthOf(users, 1)
    assert.equal(users[0].fullName, 'Premier')
    mails.assertNoneSent()
  })

  test('a JSON request gets 422 with the field errors', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .header('accept', 'application/json')
      .form({ ...valid, email: 'pas-une-adresse' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(422)
    const errors = response.body().errors as { field: string; message: string }[]
    assert.deepInclude(
      errors.map(({ field, message }) => ({ field, message })),
      { field: 'email', message: 'Veuillez saisir une adresse e-mail valide.' }
    )
    assert.lengthOf(await User.all(), 0)
  })

  /* BUG: the session keeps snake_case exclusions only (password, password_confirmation), so
     the camelCase passwordConfirmation is flashed back into the session as old input. */
  test('a refused form does not flash the password confirmation back', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/register')
      .form({ ...valid, fullName: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.flashMessage('email'), valid.email)
    assert.notProperty(response.flashMessages(), 'password')
    assert.notProperty(response.flashMessages(), 'passwordConfirmation')
  })
})
