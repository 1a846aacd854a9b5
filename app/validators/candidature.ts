import vine from '@vinejs/vine'
import { candidatureCatalogue } from '#catalogues/candidature'
import { messageNames } from '#catalogues/define'
import { frenchMessages } from '#validators/messages'
import { emailRule, phoneRule } from '#validators/shared_rules'

/*
| A candidate's application on the job board (docs/product.md,
| "Candidatures"): the text fields of the multipart form (the CV is checked
| on its bytes, app/services/candidatures/cv_type.ts). The message is plain
| text, shown as text; the consent must be given. The honeypot field
| (HONEYPOT_FIELD of the catalogue) is read before this validator runs.
*/

/** Longest message (characters). */
export const MESSAGE_MAX_LENGTH = 5000

const nameRule = () => vine.string().trim().minLength(1).maxLength(120)

export const candidatureValidator = vine.create({
  prenom: nameRule(),
  nom: nameRule(),
  email: emailRule(),
  telephone: phoneRule().nullable().optional(),
  message: vine.string().trim().maxLength(MESSAGE_MAX_LENGTH).nullable().optional(),
  consentement: vine.accepted(),
})

candidatureValidator.messagesProvider = frenchMessages(messageNames(candidatureCatalogue))
