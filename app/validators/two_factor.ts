import vine from '@vinejs/vine'
import { frenchMessages } from '#validators/messages'

/*
| Two-factor forms. Codes are short: anything longer is refused before it is
| checked. Which of `code` and `recoveryCode` is needed is the controller's call.
*/

/** The sign-in challenge: a code of the app, or a recovery code. */
export const twoFactorChallengeValidator = vine.create({
  code: vine.string().trim().maxLength(16).optional(),
  recoveryCode: vine.string().trim().maxLength(32).optional(),
})
twoFactorChallengeValidator.messagesProvider = frenchMessages({
  code: 'code',
  recoveryCode: 'code de secours',
})

/** The first code, confirming a new setup. */
export const twoFactorConfirmValidator = vine.create({
  code: vine.string().trim().maxLength(16),
})
twoFactorConfirmValidator.messagesProvider = frenchMessages({ code: 'code' })
