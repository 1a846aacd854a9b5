import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import * as PasswordReset from '#services/accounts/password_reset'
import * as ActiveSessions from '#services/accounts/active_sessions'
import { Refusal } from '#exceptions/refusal'
import { waitInWords } from '#services/platform/mail_limits'
import * as SecurityLog from '#services/accounts/security_log'
import { guestFormProps } from '#controllers/auth/guest_form'
import { originOf } from '#controllers/support/request_origin'

export default class PasswordResetController {
  async forgot(ctx: HttpContext) {
    return ctx.inertia.render('auth/forgot_password', guestFormProps(ctx, ['email']))
  }

  /**
   * Same answer whether or not the address has an account, and whether or
   * not the address's own limit let a link go; only a network that asked
   * too often is told to wait (which says nothing about the address).
   */
  async sendLink({ request, session, response }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    const refusal = await PasswordReset.request(email, request.ip())
    if (refusal) {
      session.flash(
        'error',
        `Trop de demandes de réinitialisation depuis votre réseau. Réessayez dans ${waitInWords(refusal.wait)}.`
      )
      return response.redirect().back()
    }
    session.flash(
      'success',
      'Si un compte correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé.'
    )
    return response.redirect().back()
  }

  async edit(ctx: HttpContext) {
    const { params, request } = ctx
    return ctx.inertia.render('auth/reset_password', {
      token: String(params.token ?? request.input('token', '')),
      email: String(request.input('email', '')),
      ...guestFormProps(ctx, ['email']),
    })
  }

  /**
   * A reset ends every session of the account; the reset and the ended
   * sessions each get their line in the security log.
   */
  async update(ctx: HttpContext) {
    const { request, session, response } = ctx
    const { token, email, password } = await request.validateUsing(resetPasswordValidator)
    const origin = originOf(ctx)
    const user = await PasswordReset.reset(token, email, password, origin)
    if (!user) {
      throw Refusal.field(
        'email',
        'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.'
      )
    }
    await ActiveSessions.endAll(user)
    await SecurityLog.record('sessions_revoked', origin, {
      userId: user.id,
      email: user.email,
      details: 'Toutes les sessions (mot de passe réinitialisé)',
    })
    session.flash('success', 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.')
    return response.redirect().toRoute('login')
  }
}
