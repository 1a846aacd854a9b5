import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { registerValidator } from '#validators/auth'
import EmailVerification from '#services/accounts/email_verification'
import { fieldError } from '#services/platform/field_error'
import { takeLimits, waitInWords } from '#services/platform/mail_limits'
import { recordSignIn } from '#services/accounts/sign_in'
import { guestFormProps } from '#controllers/auth/guest_form'
import { logIn } from '#controllers/support/sign_in'

export default class RegistrationController {
  async create(ctx: HttpContext) {
    return ctx.inertia.render('auth/register', guestFormProps(ctx, ['fullName', 'email']))
  }

  /**
   * New accounts are pros with standard rights, unverified until the link is
   * followed, and wait for the school's validation before they may publish
   * (employer approval). Each registration that passes validation is counted per IP
   * before the account is made (a typo costs nothing).
   */
  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const data = await request.validateUsing(registerValidator)
    const refusal = await takeLimits(['registrationPerIp', request.ip()])
    if (refusal) {
      fieldError(
        'email',
        `Trop de comptes créés depuis votre réseau. Réessayez dans ${waitInWords(refusal.wait)}.`
      )
    }
    const user = await User.create({
      ...data,
      role: 'pro',
      droit: null,
      isStaff: false,
      approvalStatus: 'en_attente',
    })

    const unsent = await EmailVerification.send(user, request.ip())
    await logIn(ctx, user)
    await recordSignIn(user)
    if (unsent) {
      session.flash(
        'warning',
        `Bienvenue ! Le lien de confirmation n’a pas pu être envoyé tout de suite : demandez-en un nouveau dans ${waitInWords(unsent.wait)}.`
      )
    } else {
      session.flash('success', 'Bienvenue ! Un lien de confirmation vous a été envoyé par e-mail.')
    }
    return response.redirect().toRoute('dashboard')
  }
}
