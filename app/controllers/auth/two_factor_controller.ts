import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { twoFactorConfirmValidator } from '#validators/two_factor'
import { Refusal } from '#exceptions/refusal'
import * as ActiveSessions from '#services/accounts/active_sessions'
import * as TwoFactor from '#services/accounts/two_factor'
import { putFreshRecoveryCodes, twoFactorProps } from '#services/accounts/two_factor_props'
import { logSecurityEvent } from '#controllers/support/request_origin'

/**
 * Back to where the form was: the enrolment page when it was sent from
 * there, the profile otherwise (the two pages that hold these forms).
 */
function formPage({ request }: HttpContext) {
  const enrol = urlFor('two_factor.enrol')
  /* Only the path counts (a relative Referer is read against any base). */
  const referrer = URL.parse(request.header('referer') ?? '', 'http://localhost')
  return referrer?.pathname === enrol ? enrol : urlFor('profile.edit')
}

function back(ctx: HttpContext) {
  return ctx.response.redirect(formPage(ctx))
}

function noSetup({ response }: HttpContext) {
  return response
    .status(404)
    .json({ message: 'Aucune activation de la double authentification en cours.' })
}

/**
 * Turning two-factor sign-in on and off (Fortify's endpoints, each behind a
 * recent password confirmation) and the enrolment page that staff and esi
 * admins are sent to until it is on.
 */
export default class TwoFactorController {
  /** The enrolment page: only for accounts that must have it, until it is on. */
  async enrol({ auth, inertia, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (!TwoFactor.isRequired(user)) return response.redirect().toRoute('profile.edit')
    const props = await twoFactorProps(session, user)
    if (props.enabled && !props.recoveryCodes) return response.redirect().toRoute('dashboard')
    return inertia.render('auth/two_factor_enrol', { twoFactor: props })
  }

  /** A new secret, pending until its first code (an existing one, pending or on, is kept). */
  async enable(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (!user.twoFactorSecret) await TwoFactor.begin(user)
    return back(ctx)
  }

  /** The first code confirms the setup; the ten recovery codes are shown once. */
  async confirm(ctx: HttpContext) {
    const { auth, request, session } = ctx
    const user = auth.getUserOrFail()
    const { code } = await request.validateUsing(twoFactorConfirmValidator)
    if (!TwoFactor.isPending(user)) {
      throw Refusal.field('code', 'Aucune activation en cours : commencez par « Activer ».')
    }
    const codes = await TwoFactor.confirm(user, code)
    if (!codes) {
      throw Refusal.field(
        'code',
        'Ce code n’est pas valide. Vérifiez l’heure de votre téléphone et réessayez.'
      )
    }
    putFreshRecoveryCodes(session, codes)
    /* From now on every sign-in asks for a code: no other session or remember-me token skips it. */
    await ActiveSessions.signOutOthers(session, user)
    await logSecurityEvent(ctx, 'two_factor_enabled', user)
    session.flash('success', 'Double authentification activée.')
    return back(ctx)
  }

  /** Off (or a pending setup given up). Staff and esi admins are then sent to set it up again. */
  async disable(ctx: HttpContext) {
    const { auth, session } = ctx
    const user = auth.getUserOrFail()
    const wasEnabled = TwoFactor.isEnabled(user)
    await TwoFactor.disable(user)
    if (wasEnabled) {
      await logSecurityEvent(ctx, 'two_factor_disabled', user)
      session.flash('success', 'Double authentification désactivée.')
    } else {
      session.flash('info', 'Activation annulée.')
    }
    return back(ctx)
  }

  /** Ten new recovery codes, shown once; the old ones stop working. */
  async regenerateRecoveryCodes(ctx: HttpContext) {
    const { auth, session } = ctx
    const user = auth.getUserOrFail()
    if (!TwoFactor.isEnabled(user)) {
      throw Refusal.because('La double authentification n’est pas activée.', {
        backTo: formPage(ctx),
      })
    }
    putFreshRecoveryCodes(session, await TwoFactor.regenerateRecoveryCodes(user))
    await logSecurityEvent(ctx, 'recovery_codes_regenerated', user)
    session.flash('success', 'Nouveaux codes de secours créés : les anciens ne fonctionnent plus.')
    return back(ctx)
  }

  /**
   * The QR code of a pending setup (JSON, as Fortify answers). Once the
   * setup is confirmed the secret is never shown again: a session (even
   * with the password) could otherwise copy the second factor unseen.
   */
  async qrCode(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (!TwoFactor.isPending(user)) return noSetup(ctx)
    return { svg: await TwoFactor.qrCodeSvg(user), url: TwoFactor.otpauthUrl(user) }
  }

  /** The secret of a pending setup, to type by hand (JSON). */
  async secretKey(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (!TwoFactor.isPending(user)) return noSetup(ctx)
    return { secretKey: TwoFactor.secretOf(user) }
  }
}
