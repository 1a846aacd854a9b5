import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import * as SessionEpoch from '#services/accounts/session_epoch'
import * as ActiveSessions from '#services/accounts/active_sessions'
import { recordSignIn } from '#services/accounts/sign_in'
import { clientOf } from '#controllers/support/request_origin'

/**
 * Resolves the signed-in user on every request (so pages know who is there)
 * and ends sessions opened before the user's last password reset; a live
 * session keeps its place in the user's "Sessions actives".
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { auth, session } = ctx
    await auth.check()
    if (auth.user && !SessionEpoch.admits(session, auth.user)) {
      await auth.use('web').logout()
      SessionEpoch.forget(session)
    }
    /* A session restored by a remember-me token is a sign-in ("Dernière connexion"). */
    if (auth.user && auth.use('web').viaRemember) await recordSignIn(auth.user)
    if (auth.user) await ActiveSessions.keep(session, auth.user, clientOf(ctx))
    return next()
  }
}
