/*
| Two-factor sign-in (TOTP), with Laravel Fortify's URLs: the challenge
| between password and session (guests: the session is not signed in yet),
| the enrolment page staff and esi admins are sent to, and the endpoints
| that turn it on and off, each behind a recent password confirmation.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const TwoFactorChallengeController = () =>
  import('#controllers/auth/two_factor_challenge_controller')
const TwoFactorController = () => import('#controllers/auth/two_factor_controller')

router
  .group(() => {
    router
      .get('/two-factor-challenge', [TwoFactorChallengeController, 'show'])
      .as('two_factor.challenge')
    router
      .post('/two-factor-challenge', [TwoFactorChallengeController, 'store'])
      .as('two_factor.challenge.store')
  })
  .use(middleware.guest())

router
  .group(() => {
    router.get('/user/two-factor/enrol', [TwoFactorController, 'enrol']).as('two_factor.enrol')
    router
      .group(() => {
        router
          .post('/user/two-factor-authentication', [TwoFactorController, 'enable'])
          .as('two_factor.enable')
        router
          .post('/user/confirmed-two-factor-authentication', [TwoFactorController, 'confirm'])
          .as('two_factor.confirm')
        router
          .delete('/user/two-factor-authentication', [TwoFactorController, 'disable'])
          .as('two_factor.disable')
        router
          .get('/user/two-factor-qr-code', [TwoFactorController, 'qrCode'])
          .as('two_factor.qr_code')
        router
          .get('/user/two-factor-secret-key', [TwoFactorController, 'secretKey'])
          .as('two_factor.secret_key')
        router
          .post('/user/two-factor-recovery-codes', [TwoFactorController, 'regenerateRecoveryCodes'])
          .as('two_factor.recovery_codes')
      })
      .use(middleware.passwordConfirmed())
  })
  .use(middleware.auth())
