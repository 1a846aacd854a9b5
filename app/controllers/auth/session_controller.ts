import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/auth'
import { PasswordAttempts } from '#services/accounts/password_attempts'
import * as TrustedDevices from '#services/accounts/trusted_devices'
import { DEVICE_COOKIE } from '#services/accounts/trusted_devices'
import { Refusal } from '#exceptions/refusal'
import * as SecurityLog from '#services/accounts/security_log'
import * as TwoFactor from '#services/accounts/two_factor'
import {
  firstRefusal,
  forgetPendingLogin,
  startPendingLogin,
} from '#services/accounts/two_factor_login'
import { verifiedUser } from '#services/accounts/sign_in'
import { SUSPENDED_SIGN_IN } from '#services/accounts/pro_approval'
import { guestFormProps } from '#controllers/auth/guest_form'
import { completeSignIn, homeUrlOf } from '#controllers/support/sign_in'
import { logSecurityEvent, originOf } from '#controllers/support/request_origin'

export default class SessionController {
  async create(ctx: HttpContext) {
    return ctx.inertia.render('auth/login', guestFormProps(ctx, ['email', 'remember']))
  }

  /**
   * The password step. An account with two-factor sign-in is not signed in
   * here: the session only remembers who passed the password (and the
   * "Se souvenir de moi" choice) for five minutes, and the challenge page
   * asks for the code.
   */
  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)
    const origin = originOf(ctx)

    const devices = await TrustedDevices.read(request.encryptedCookie(DEVICE_COOKIE))
    const trustedDevice = await TrustedDevices.nonceFor(devices, email)
    const attempts = PasswordAttempts.forLogin(email, request.ip(), trustedDevice)
    await attempts.take('email', async () => {
      if (await firstRefusal(`login_${email}_${request.ip()}`)) {
        await SecurityLog.record('login_locked', origin, { email, details: 'Mot de passe' })
      }
    })
    const user = await verifiedUser(email, password, origin)
    await attempts.clear()

    /* Told only after the right password: the address alone reveals nothing. */
    if (user.approvalStatus === 'suspendue') {
      await SecurityLog.record('login_failed', origin, {
        userId: user.id,
        email,
        details: 'Compte suspendu',
      })
      throw Refusal.field('email', SUSPENDED_SIGN_IN)
    }

    /* A sign-in left at the challenge earlier (another account, another try) is replaced. */
    forgetPendingLogin(session)
    if (TwoFactor.isEnabled(user)) {
      session.regenerate()
      startPendingLogin(session, user.id, !!remember)
      return response.redirect().toRoute('two_factor.challenge')
    }

    await completeSignIn(ctx, user, !!remember)
    return response.redirect().toIntended(homeUrlOf(user))
  }

  async destroy(ctx: HttpContext) {
    const { auth, session, response } = ctx
    const user = auth.user
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    if (user) {
      await logSecurityEvent(ctx, 'logout', user)
    }
    return response.redirect().toRoute('home')
  }
}
