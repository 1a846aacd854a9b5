import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { twoFactorChallengeValidator } from '#validators/two_factor'
import { Refusal } from '#exceptions/refusal'
import * as SecurityLog from '#services/accounts/security_log'
import * as TwoFactor from '#services/accounts/two_factor'
import {
  clearChallengeAttempts,
  firstRefusal,
  forgetPendingLogin,
  pendingLogin,
  takeChallengeAttempt,
} from '#services/accounts/two_factor_login'
import { plural } from '#services/platform/plural'
import { SUSPENDED_SIGN_IN } from '#services/accounts/pro_approval'
import { guestFormProps } from '#controllers/auth/guest_form'
import { completeSignIn, homeUrlOf } from '#controllers/support/sign_in'
import { originOf } from '#controllers/support/request_origin'

const EXPIRED = 'Votre connexion a expiré. Saisissez à nouveau votre mot de passe.'

/** Few recovery codes left: the sign-in says so. */
const LOW_RECOVERY_CODES = 3

/**
 * The second step of a sign-in (`/two-factor-challenge`, as Fortify names
 * it): a code of the authenticator app, or one of the recovery codes.
 */
export default class TwoFactorChallengeController {
  async show(ctx: HttpContext) {
    if (!pendingLogin(ctx.session)) return ctx.response.redirect().toRoute('login')
    return ctx.inertia.render('auth/two_factor_challenge', guestFormProps(ctx))
  }

  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const pending = pendingLogin(session)
    const user = pending ? await User.find(pending.userId) : null
    if (!pending || !user || !TwoFactor.isEnabled(user)) {
      forgetPendingLogin(session)
      throw Refusal.because(EXPIRED, { backTo: urlFor('login') })
    }
    /* Suspended between the password and the code. */
    if (user.approvalStatus === 'suspendue') {
      forgetPendingLogin(session)
      throw Refusal.because(SUSPENDED_SIGN_IN, { backTo: urlFor('login') })
    }

    const { code, recoveryCode } = await request.validateUsing(twoFactorChallengeValidator)
    const byRecovery = !code && !!recoveryCode
    const field = byRecovery ? 'recoveryCode' : 'code'
    if (!code && !recoveryCode) {
      throw Refusal.field('code', 'Saisissez le code à 6 chiffres de votre application.')
    }

    const origin = originOf(ctx)
    const ip = request.ip()
    await takeChallengeAttempt(user.id, ip, field, async () => {
      if (await firstRefusal(`two_factor_${user.id}_${ip}`)) {
        await SecurityLog.record('login_locked', origin, {
          userId: user.id,
          email: user.email,
          details: 'Double authentification',
        })
      }
    })

    const accepted = byRecovery
      ? await TwoFactor.consumeRecoveryCode(user, recoveryCode!)
      : await TwoFactor.consumeCode(user, code!)
    if (!accepted) {
      await SecurityLog.record('two_factor_failed', origin, {
        userId: user.id,
        email: user.email,
        details: byRecovery ? 'Code de secours' : 'Code de l’application',
      })
      throw Refusal.field(
        field,
        byRecovery
          ? 'Ce code de secours n’est pas valide (ou a déjà servi).'
          : 'Ce code n’est pas valide. Attendez le code suivant et réessayez.'
      )
    }

    await clearChallengeAttempts(user.id, ip)
    forgetPendingLogin(session)
    await completeSignIn(ctx, user, pending.remember)

    if (byRecovery) {
      const left = TwoFactor.recoveryCodesLeft(user)
      await SecurityLog.record('recovery_code_used', origin, {
        userId: user.id,
        email: user.email,
        details: plural(left, { one: '# code restant', other: '# codes restants' }),
      })
      if (left <= LOW_RECOVERY_CODES) {
        session.flash(
          'warning',
          left === 0
            ? 'Vous n’avez plus de code de secours : créez-en de nouveaux depuis votre profil.'
            : `Il vous reste ${plural(left, { one: '# code', other: '# codes' })} de secours : pensez à en créer de nouveaux depuis votre profil.`
        )
      }
    }
    return response.redirect().toIntended(homeUrlOf(user))
  }
}
