import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import * as TwoFactor from '#services/accounts/two_factor'
import { UserFactory } from '#database/factories/user_factory'
import { TEST_TOTP_SECRET, currentStep, nextCodeOf, totpCode } from '#tests/helpers/two_factor'
import { countRows, fieldErrors, rememberedLogIn, visitAfter } from './helpers.js'
import {
  asConfirmed,
  assertAtChallenge,
  challenge,
  confirmedAction,
  confirmedSession,
  eventsOf,
  json,
  pendingSession,
  pendingSetup,
  withRecoveryCodes,
} from './two_factor_helpers.js'
import { route } from '#tests/helpers/routes'
import { assertRedirect } from '#tests/helpers/answers'
import { sendAs } from '#tests/helpers/as_user'

/*
| Turning two-factor sign-in on and off from the profile (Fortify's
| endpoints): the setup, its confirmation, the recovery codes, disabling.
| The sign-in itself is in two_factor_sign_in.spec.ts.
*/

test.group('Two-factor | setup from the profile', () => {
  test('enable, read the QR code and secret, confirm with a computed code', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const enable = await confirmedAction(client.post(route('two_factor.enable')), user)
    assertRedirect(enable, route('profile.edit'))
    await user.refresh()
    assert.isTrue(TwoFactor.isPending(user))
    assert.notInclude(user.twoFactorSecret!, TwoFactor.secretOf(user)!, 'stored encrypted')

    const secret = TwoFactor.secretOf(user)!
    assert.match(secret, /^[A-Z2-7]{32}$/)
    const profile = await asConfirmed(client.get(route('profile.edit')), user).withInertia()
    const props = profile.inertiaProps.twoFactor
    assert.equal(props.pending.secret, secret)
    assert.match(props.pending.qrCode, /^data:image\/svg\+xml;base64,/)
    assert.isFalse(props.enabled)

    const qr = await json(asConfirmed(client.get(route('two_factor.qr_code')), user))
    qr.assertStatus(200)
    assert.include(qr.body().svg, '<svg')
    assert.include(qr.body().url, `secret=${secret}`)
    assert.match(qr.body().url, /^otpauth:\/\/totp\//)
    const key = await json(asConfirmed(client.get(route('two_factor.secret_key')), user))
    key.assertBodyContains({ secretKey: secret })

    const confirm = await confirmedAction(client.post(route('two_factor.confirm')), user).form({
      code: totpCode(secret),
    })
    assertRedirect(confirm, route('profile.edit'))
    await user.refresh()
    assert.isTrue(TwoFactor.isEnabled(user))

    /* Once on, the secret is never shown again. */
    const hidden = await json(asConfirmed(client.get(route('two_factor.secret_key')), user))
    hidden.assertStatus(404)
    assert.equal(hidden.body().message, 'Aucune activation de la double authentification en cours.')
    assert.lengthOf(await eventsOf('two_factor_enabled'), 1)
  })

  test('turning it on ends the remember-me tokens: no old device skips the code', async ({
    client,
    assert,
  }) => {
    /* An old device: a sign-in with "remember me", its token stored. */
    const { user } = await rememberedLogIn(client)
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 1)
    await user.refresh()
    const epoch = user.sessionEpoch
    await confirmedAction(client.post(route('two_factor.enable')), user)
    await user.refresh()
    const confirm = await confirmedAction(client.post(route('two_factor.confirm')), user).form({
      code: totpCode(TwoFactor.secretOf(user)!),
    })
    confirm.assertStatus(302)
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 0)
    await user.refresh()
    assert.notEqual(user.sessionEpoch, epoch, 'sessions the store cannot list end too')
  })

  test('a wrong code is refused in French and leaves the setup pending', async ({
    client,
    assert,
  }) => {
    const { user, secret } = await pendingSetup()
    const wrong = totpCode(secret, currentStep() - 20)
    const response = await confirmedAction(client.post(route('two_factor.confirm')), user).form({
      code: wrong,
    })
    response.assertHeader('location', route('profile.edit'))
    assert.deepEqual(fieldErrors(response).code, [
      'Ce code n’est pas valide. Vérifiez l’heure de votre téléphone et réessayez.',
    ])
    await user.refresh()
    assert.isTrue(TwoFactor.isPending(user))
  })

  test('ten recovery codes are shown once, after the confirmation', async ({ client, assert }) => {
    const { user, secret } = await pendingSetup()
    const confirm = await confirmedAction(client.post(route('two_factor.confirm')), user).form({
      code: totpCode(secret),
    })

    const first = await visitAfter(client, confirm, route('profile.edit')).withInertia()
    const codes: string[] = first.inertiaProps.twoFactor.recoveryCodes
    assert.lengthOf(codes, 10)
    assert.lengthOf(new Set(codes), 10)
    for (const code of codes) assert.match(code, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    assert.equal(first.inertiaProps.twoFactor.recoveryCodesLeft, 10)

    const again = await visitAfter(client, first, route('profile.edit')).withInertia()
    assert.isNull(again.inertiaProps.twoFactor.recoveryCodes)

    /* Only digests are stored. */
    const row = await db.from('users').where('id', user.id).first()
    for (const code of codes) assert.notInclude(row.two_factor_recovery_codes, code)
  })

  test('every action needs a recent password confirmation', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const routes = [
      client.post(route('two_factor.enable')),
      client.delete(route('two_factor.disable')),
      client.post(route('two_factor.recovery_codes')),
      client.post(route('two_factor.confirm')),
    ]
    for (const request of routes) {
      const response = await sendAs(request, user).header('referer', route('profile.edit'))
      response.assertHeader('location', route('password.confirm'))
    }
    const qr = await json(
      client.get(route('two_factor.qr_code')).loginAs(user).withSession({ auth: {} })
    )
    qr.assertStatus(423)
    await user.refresh()
    assert.isTrue(TwoFactor.isEnabled(user))
  })

  test('disabling (password confirmed) forgets the secret and the codes', async ({
    client,
    assert,
  }) => {
    const { user } = await withRecoveryCodes()
    const response = await confirmedAction(client.delete(route('two_factor.disable')), user)
    response.assertHeader('location', route('profile.edit'))
    response.assertFlashMessage('success', 'Double authentification désactivée.')
    const fresh = await User.findOrFail(user.id)
    assert.isNull(fresh.twoFactorSecret)
    assert.isNull(fresh.twoFactorRecoveryCodes)
    assert.isNull(fresh.twoFactorConfirmedAt)
    assert.lengthOf(await eventsOf('two_factor_disabled'), 1)
  })
})

test.group('Two-factor | recovery codes', () => {
  test('a recovery code signs in once, then is refused', async ({ client, assert }) => {
    const { user, codes } = await withRecoveryCodes()
    const [code] = codes
    const used = await challenge(client, await pendingSession(client, user), {
      recoveryCode: code.toLowerCase(),
    })
    used.assertHeader('location', route('dashboard'))
    used.assertSession('auth_web', user.id)
    assert.equal(TwoFactor.recoveryCodesLeft(await User.findOrFail(user.id)), 9)

    const again = await challenge(client, await pendingSession(client, user), {
      recoveryCode: code,
    })
    assertAtChallenge(again)
    assert.deepEqual(fieldErrors(again).recoveryCode, [
      'Ce code de secours n’est pas valide (ou a déjà servi).',
    ])
    assert.lengthOf(await eventsOf('recovery_code_used'), 1)
  })

  test('the same recovery code sent twice at once passes once', async ({ client, assert }) => {
    const { user, codes } = await withRecoveryCodes()
    const [code] = codes
    const pending = await pendingSession(client, user)
    const answers = await Promise.all(
      [1, 2, 3].map(() => challenge(client, pending, { recoveryCode: code }))
    )
    const signedIn = answers.filter((answer) => answer.header('location') === route('dashboard'))
    assert.lengthOf(signedIn, 1)
  })

  test('regenerating (password confirmed) shows ten new codes and kills the old ones', async ({
    client,
    assert,
  }) => {
    const { user, codes: old } = await withRecoveryCodes()
    const response = await confirmedAction(client.post(route('two_factor.recovery_codes')), user)
    response.assertHeader('location', route('profile.edit'))
    const page = await visitAfter(client, response, route('profile.edit')).withInertia()
    const codes: string[] = page.inertiaProps.twoFactor.recoveryCodes
    assert.lengthOf(codes, 10)
    assert.notInclude(codes, old[0])
    assert.lengthOf(await eventsOf('recovery_codes_regenerated'), 1)

    const refused = await challenge(client, await pendingSession(client, user), {
      recoveryCode: old[0],
    })
    refused.assertSessionMissing('auth_web')
    const accepted = await challenge(client, await pendingSession(client, user), {
      recoveryCode: codes[0],
    })
    accepted.assertSession('auth_web', user.id)
  })

  test('the test secret of the factory is the one helpers compute codes with', async ({
    assert,
  }) => {
    const user = await UserFactory.apply('esi').create()
    assert.equal(TwoFactor.secretOf(user), TEST_TOTP_SECRET)
    assert.match(await nextCodeOf(user), /^\d{6}$/)
    assert.deepEqual(Object.keys(confirmedSession(user).auth).sort(), [
      'epoch',
      'password_confirmed_at',
    ])
  })
})
