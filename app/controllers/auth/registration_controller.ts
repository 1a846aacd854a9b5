import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/auth'
import * as Registration from '#services/accounts/registration'
import { Refusal } from '#exceptions/refusal'
import { takeLimits, waitInWords } from '#services/platform/mail_limits'
import { guestFormProps } from '#controllers/auth/guest_form'
import { clientOf } from '#controllers/support/request_origin'

/** The one answer to every accepted sign-up, whether the address was new or had an account. */
const CHECK_MAILBOX =
  'Vérifiez votre boîte mail : nous vous avons écrit pour finaliser votre inscription. Vous pourrez ensuite vous connecter ici.'

export default class RegistrationController {
  async create(ctx: HttpContext) {
    return ctx.inertia.render('auth/register', guestFormProps(ctx, ['fullName', 'email']))
  }

  /**
   * New accounts are pros with standard rights, unverified until the link is
   * followed, and wait for the school's validation before they may publish
   * (employer approval). Each registration that passes validation is counted
   * per IP first (a typo costs nothing). Nobody is signed in here, and the
   * answer is the same for an address that already has an account (its owner
   * is told by e-mail): the login page, its address filled in, and one
   * message.
   */
  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const data = await request.validateUsing(registerValidator)
    const refusal = await takeLimits(['registrationPerIp', request.ip()])
    if (refusal) {
      throw Refusal.field(
        'email',
        `Trop de comptes créés depuis votre réseau. Réessayez dans ${waitInWords(refusal.wait)}.`
      )
    }
    await Registration.register(data, clientOf(ctx))
    session.flash('success', CHECK_MAILBOX)
    session.flash('email', data.email)
    return response.redirect().toRoute('login')
  }
}
