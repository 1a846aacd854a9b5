import vine from '@vinejs/vine'
import {
  fullNameRule,
  newPasswordRule,
  typedPasswordRule,
  uniqueEmailRule,
} from '#validators/shared_rules'

export const updateProfileValidator = (userId: number) =>
  vine.create({
    fullName: fullNameRule(),
    email: uniqueEmailRule(userId),
  })

export const updatePasswordValidator = vine.create({
  currentPassword: typedPasswordRule(),
  password: newPasswordRule(),
})

/* Deleting the account and logging out other devices ask for the password. */
export const currentPasswordValidator = vine.create({
  password: typedPasswordRule(),
})

/* "Résumé du matin": the morning digest on or off. */
export const digestSettingValidator = vine.create({
  digestEnabled: vine.boolean(),
})
