import vine from '@vinejs/vine'
import {
  emailRule,
  lookupEmailRule,
  fullNameRule,
  newPasswordRule,
  typedPasswordRule,
} from '#validators/shared_rules'

/* No "already used" check: an address with an account is answered as a new one (app/services/accounts/registration.ts). */
export const registerValidator = vine.create({
  fullName: fullNameRule(),
  email: emailRule(),
  password: newPasswordRule(),
})

export const loginValidator = vine.create({
  email: lookupEmailRule(),
  password: typedPasswordRule(),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: lookupEmailRule(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(1).maxLength(200),
  email: lookupEmailRule(),
  password: newPasswordRule(),
})

export const confirmPasswordValidator = vine.create({
  password: typedPasswordRule(),
})
