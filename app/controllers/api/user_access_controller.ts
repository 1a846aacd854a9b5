import type { HttpContext } from '@adonisjs/core/http'
import { droitToggleValidator, roleToggleValidator } from '#validators/access'
import AccessChange from '#services/access_change'
import { serializeUser } from '#transformers/user_transformer'

/*
| The test page's toggles (docs/product.md §2, §5). The route group already requires
| staff (`can: accessTestPage`), so a refused caller never reaches validation.
*/
export default class UserAccessController {
  /** PUT /api/user/role: the droit, set as sent (null clears it). */
  async updateDroit({ auth, request }: HttpContext) {
    const { droit } = await request.validateUsing(droitToggleValidator)
    const user = await AccessChange.selfTest(auth.getUserOrFail(), { droit })
    return serializeUser(user)
  }

  /** PUT /api/user/acces-role: the role, set as sent (null clears it). */
  async updateRole({ auth, request }: HttpContext) {
    const { role } = await request.validateUsing(roleToggleValidator)
    const user = await AccessChange.selfTest(auth.getUserOrFail(), { role })
    return serializeUser(user)
  }
}
