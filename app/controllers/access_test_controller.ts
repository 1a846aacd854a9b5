import type { HttpContext } from '@adonisjs/core/http'

export default class AccessTestController {
  /** The page loads the user itself through /api/user (docs/product.md §5); staff only (route guard). */
  async show({ inertia }: HttpContext) {
    return inertia.render('access_test', {})
  }
}
