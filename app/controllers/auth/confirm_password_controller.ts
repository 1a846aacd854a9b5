import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import { confirmPasswordValidator } from '#validators/auth'
import PasswordConfirmation from '#services/password_confirmation'
import { fieldError } from '#services/field_error'

export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store({ auth, request, session, response }: HttpContext) {
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const user = auth.getUserOrFail()
    if (!(await hash.verify(user.password, password))) {
      fieldError('password', 'Le mot de passe est incorrect.')
    }
    PasswordConfirmation.markConfirmed(session)
    return response.redirect().toIntended('/dashboard')
  }
}
