import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type * as abilities from '#abilities/main'

/** Abilities about the user alone (no record), the ones a whole route group can require. */
export type RouteAbility = keyof typeof abilities

/**
 * Refuses the route unless the signed-in user has the ability: 403, as the
 * French error page for visits and `{ message }` JSON for /api calls (the
 * exception handler decides). Runs after `auth`, so there is always a user.
 */
export default class CanMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { ability: RouteAbility }) {
    await ctx.bouncer.authorize(options.ability)
    return next()
  }
}
