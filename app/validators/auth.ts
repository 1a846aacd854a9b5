import vine from '@vinejs/vine'
import {
  lookupEmailRule,
  fullNameRule,
  newPasswordRule,
  typedPasswordRule,
  uniqueEmailRule,
} from '#validators/shared_rules'

export const registerValidator = vine.create({
  fullName: fullNameRule(),
  email: uniqueEmailRule(),
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
