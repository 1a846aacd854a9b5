import type { HttpContext } from '@adonisjs/core/http'
import { droitToggleValidator, roleToggleValidator } from '#validators/access'
import * as AccessChange from '#services/accounts/access_change'
import { serializeUser } from '#transformers/user_transformer'
import { originOf } from '#controllers/support/request_origin'

/*
| The test page's toggles (docs/product.md §2, §5). The route group already requires
| staff (`can: accessTestPage`), so a refused caller never reaches validation.
*/
export default class UserAccessController {
  /** PUT /api/user/role: the droit, set as sent (null clears it). */
  async updateDroit(ctx: HttpContext) {
    const { droit } = await ctx.request.validateUsing(droitToggleValidator)
    const origin = originOf(ctx)
    const user = await AccessChange.selfTest(ctx.auth.getUserOrFail(), { droit }, origin)
    return serializeUser(user)
  }

  /** PUT /api/user/acces-role: the role, set as sent (null clears it). */
  async updateRole(ctx: HttpContext) {
    const { role } = await ctx.request.validateUsing(roleToggleValidator)
    const origin = originOf(ctx)
    const user = await AccessChange.selfTest(ctx.auth.getUserOrFail(), { role }, origin)
    return serializeUser(user)
  }
}
