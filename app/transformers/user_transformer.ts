import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** The signed-in user as the browser sees it (never the password or tokens). */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      name: user.fullName,
      email: user.email,
      gravatar: user.gravatar,
      role: user.role,
      droit: user.droit,
      isStaff: Boolean(user.isStaff),
      emailVerified: user.emailVerifiedAt !== null,
    }
  }
}

/** The same object, for JSON answers and other serialisers. */
export function serializeUser(user: User) {
  return new UserTransformer(user).toObject()
}
