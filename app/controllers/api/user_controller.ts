import type { HttpContext } from '@adonisjs/core/http'
import { serializeUser } from '#transformers/user_transformer'

export default class UserController {
  /** GET /api/user: the signed-in user (docs/product.md §2). */
  async show({ auth }: HttpContext) {
    return serializeUser(auth.getUserOrFail())
  }
}
