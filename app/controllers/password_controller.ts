import type { HttpContext } from '@adonisjs/core/http'
import { updatePasswordValidator } from '#validators/profile'
import db from '@adonisjs/lucid/services/db'
import PasswordAttempts from '#services/password_attempts'
import SessionEpoch from '#services/session_epoch'
import ActiveSessions from '#services/active_sessions'

export default class PasswordController {
  /** A new password ends every other session and remember-me token; this session stays open. */
  async update(ctx: HttpContext) {
    const { auth, request, session, response } = ctx
    const user = auth.getUserOrFail()
    const { currentPassword, password } = await request.validateUsing(updatePasswordValidator)
    await PasswordAttempts.verify(
      'current',
      user,
      request.ip(),
      currentPassword,
      'currentPassword',
      'Le mot de passe actuel est incorrect.'
    )
    user.password = password
    user.rotateSessionEpoch()
    await user.save()
    await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    SessionEpoch.remember(ctx, user)
    await ActiveSessions.endOthers(ctx, user)
    session.flash('success', 'Mot de passe mis à jour.')
    return response.redirect().toRoute('profile.edit')
  }
}
