import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

const KEY = 'auth.epoch'

/**
 * Each user carries an epoch that changes when the password is reset. A
 * session remembers the epoch it was opened under; a stale one is ended.
 * This revokes every other session, whatever the session store.
 */
export default class SessionEpoch {
  static remember(ctx: HttpContext, user: User) {
    ctx.session.put(KEY, user.sessionEpoch)
  }

  static async enforce(ctx: HttpContext) {
    const user = ctx.auth.user
    if (!user) return
    /*
     * A suspended account (employer approval) has no session at all, even
     * one its suspension could not list or a remember-me token restored.
     */
    if (user.approvalStatus === 'suspendue') {
      await ctx.auth.use('web').logout()
      ctx.session.forget(KEY)
      return
    }
    const epoch = ctx.session.get(KEY)
    if (epoch === undefined) {
      /*
       * A session that never recorded an epoch was opened by a remember-me
       * token (deleted on reset, so current) or by a test's loginAs. Session
       * data cannot be forged (signed cookie or server store).
       */
      this.remember(ctx, user)
      return
    }
    if (epoch !== user.sessionEpoch) {
      await ctx.auth.use('web').logout()
      ctx.session.forget(KEY)
    }
  }
}
