import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { confirmPasswordValidator } from '#validators/auth'
import PasswordConfirmation from '#services/password_confirmation'
import PasswordAttempts from '#services/password_attempts'

export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store({ auth, request, session, response }: HttpContext) {
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const user = auth.getUserOrFail()
    await PasswordAttempts.verify('confirm', user, request.ip(), password, 'password')
    PasswordConfirmation.markConfirmed(session)
    return response.redirect().toIntended(urlFor('dashboard'))
  }
}
