import type { HttpContext } from '@adonisjs/core/http'
import { updatePasswordValidator } from '#validators/profile'
import db from '@adonisjs/lucid/services/db'
import { PasswordAttempts } from '#services/accounts/password_attempts'
import * as SessionEpoch from '#services/accounts/session_epoch'
import * as ActiveSessions from '#services/accounts/active_sessions'
import * as SecurityLog from '#services/accounts/security_log'
import { originOf } from '#controllers/support/request_origin'

/* The security log's words for the sessions a new password ends. */
const OTHER_DEVICES = 'Autres appareils (nouveau mot de passe)'

export default class PasswordController {
  /**
   * A new password ends every other session and remember-me token; this
   * session stays open. The change and its security log line land together.
   */
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
    const origin = originOf(ctx)
    const entry = { userId: user.id, email: user.email }
    await db.transaction(async (trx) => {
      user.password = password
      user.rotateSessionEpoch()
      user.useTransaction(trx)
      await user.save()
      await SecurityLog.record('password_changed', origin, { ...entry, client: trx })
    })
    await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    SessionEpoch.remember(session, user)
    await ActiveSessions.endOthers(session, user)
    await SecurityLog.record('sessions_revoked', origin, { ...entry, details: OTHER_DEVICES })
    session.flash('success', 'Mot de passe mis à jour.')
    return response.redirect().toRoute('profile.edit')
  }
}
