/*
| Field rules shared by several validators, so a rule (and its message)
| exists in one place only.
*/
import vine from '@vinejs/vine'

export const fullNameRule = () => vine.string().trim().minLength(1).maxLength(120)

export const emailRule = () => vine.string().trim().toLowerCase().email().maxLength(254)

export const newPasswordRule = () =>
  vine.string().minLength(8).maxLength(200).confirmed({ confirmationField: 'passwordConfirmation' })

/** E-mail must not belong to another account (case-insensitive: stored lower-case). */
export const uniqueEmailRule = (exceptUserId?: number) =>
  emailRule().unique(async (db, value) => {
    const query = db.from('users').where('email', value)
    if (exceptUserId) query.whereNot('id', exceptUserId)
    return !(await query.first())
  })
