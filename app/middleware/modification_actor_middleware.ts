import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import Modification from '#models/modification'

/**
 * The signed-in user is the author of every change the request records in
 * the history (app/models/modification.ts). Read when a change is written, so
 * the auth middleware of the route has run by then.
 */
export default class ModificationActorMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return Modification.actingAs(() => ctx.auth.user?.id ?? null, next)
  }
}
