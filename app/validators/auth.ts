import vine from '@vinejs/vine'
import {
  emailRule,
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
  email: emailRule(),
  password: typedPasswordRule(),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: emailRule(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(1).maxLength(200),
  email: emailRule(),
  password: newPasswordRule(),
})

export const confirmPasswordValidator = vine.create({
  password: typedPasswordRule(),
})
