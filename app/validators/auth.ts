import vine from '@vinejs/vine'
import { emailRule, fullNameRule, newPasswordRule, uniqueEmailRule } from '#validators/shared_rules'

export const registerValidator = vine.create({
  fullName: fullNameRule(),
  email: uniqueEmailRule(),
  password: newPasswordRule(),
})

export const loginValidator = vine.create({
  email: emailRule(),
  password: vine.string(),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: emailRule(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(1),
  email: emailRule(),
  password: newPasswordRule(),
})

export const confirmPasswordValidator = vine.create({
  password: vine.string(),
})
