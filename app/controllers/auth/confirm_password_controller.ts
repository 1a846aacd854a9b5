import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { confirmPasswordValidator } from '#validators/auth'
import * as PasswordConfirmation from '#services/accounts/password_confirmation'
import { PasswordAttempts } from '#services/accounts/password_attempts'
import { guestFormProps } from '#controllers/auth/guest_form'

export default class ConfirmPasswordController {
  async show(ctx: HttpContext) {
    return ctx.inertia.render('auth/confirm_password', guestFormProps(ctx))
  }

  async store({ auth, request, session, response }: HttpContext) {
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const user = auth.getUserOrFail()
    await PasswordAttempts.verify('confirm', user, request.ip(), password, 'password')
    PasswordConfirmation.markConfirmed(session)
    return response.redirect().toIntended(urlFor('dashboard'))
  }
}
