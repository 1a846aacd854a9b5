import type User from '#models/user'

/** The signed-in user as the browser sees it (never the password or tokens). */
export function serializeUser(user: User) {
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

export type SerializedUser = ReturnType<typeof serializeUser>
