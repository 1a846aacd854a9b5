import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import { updatePasswordValidator } from '#validators/profile'
import { fieldError } from '#services/field_error'

export default class PasswordController {
  async update({ auth, request, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { currentPassword, password } = await request.validateUsing(updatePasswordValidator)
    if (!(await hash.verify(user.password, currentPassword))) {
      fieldError('currentPassword', 'Le mot de passe actuel est incorrect.')
    }
    user.password = password
    await user.save()
    session.flash('success', 'Mot de passe mis à jour.')
    return response.redirect('/profile')
  }
}
