import vine from '@vinejs/vine'
import { DROITS, ROLES } from '#models/user'
import { emailRule, fullNameRule, newPasswordRule } from '#validators/shared_rules'
import { frenchMessages } from '#validators/messages'

/*
| The screens follow the original product's words: the role (pro, esi) is
| the "accès", the droit (lecteur, admin) the "rôle" (docs/product.md §1, §5 toasts).
*/
const accessLabels = () => frenchMessages({ role: 'accès', droit: 'rôle', isStaff: 'staff' })

/*
| The value is set as sent; the "same value again clears it" toggle lives in
| the client (docs/product.md §5). The key must be present: null is how one clears it.
*/
export const droitToggleValidator = vine.create({
  droit: vine.enum(DROITS).nullable(),
})

export const roleToggleValidator = vine.create({
  role: vine.enum(ROLES).nullable(),
})

/** The e-sidoor form: the three values at once, as the form shows them. */
export const accessFormValidator = vine.create({
  role: vine.enum(ROLES).nullable(),
  droit: vine.enum(DROITS).nullable(),
  isStaff: vine.boolean(),
})

droitToggleValidator.messagesProvider = accessLabels()
roleToggleValidator.messagesProvider = accessLabels()
accessFormValidator.messagesProvider = accessLabels()

/** The first account (the installation wizard). No uniqueness rule: there is no one else yet. */
export const installationValidator = vine.create({
  fullName: fullNameRule(),
  email: emailRule(),
  password: newPasswordRule(),
})
