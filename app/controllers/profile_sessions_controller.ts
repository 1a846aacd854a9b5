import type { HttpContext } from '@adonisjs/core/http'
import { currentPasswordValidator } from '#validators/profile'
import { PasswordAttempts } from '#services/accounts/password_attempts'
import * as ActiveSessions from '#services/accounts/active_sessions'
import * as SecurityLog from '#services/accounts/security_log'
import { originOf } from '#controllers/support/request_origin'

export default class ProfileSessionsController {
  /**
   * "Se déconnecter des autres appareils", password confirmed: every other
   * session ends, and so do the remember-me tokens and any session the store
   * could not list (a new epoch), this one excepted.
   */
  async destroy(ctx: HttpContext) {
    const { auth, request, session, response } = ctx
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(currentPasswordValidator)
    await PasswordAttempts.verify('current', user, request.ip(), password, 'password')

    await ActiveSessions.signOutOthers(session, user)
    await SecurityLog.record('sessions_revoked', originOf(ctx), {
      userId: user.id,
      email: user.email,
      details: 'Autres appareils',
    })

    session.flash('success', 'Vous avez été déconnecté des autres appareils.')
    return response.redirect().toRoute('profile.edit')
  }
}
