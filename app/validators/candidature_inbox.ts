import vine from '@vinejs/vine'
import { CANDIDATURE_STATUTS } from '#models/candidature'
import { candidatureCatalogue } from '#catalogues/candidature'
import { messageNames } from '#catalogues/define'
import { frenchMessages } from '#validators/messages'
import { listQueryValidator } from '#validators/list_query'
import { recordIdRule } from '#validators/shared_rules'

/*
| The recruiter's side of the applications (docs/product.md, "Candidatures"):
| the inbox's query string, the statut and notes forms, the bulk bar and the
| reply sent from a text template. What the candidate sends is validated by
| the public form's own validator.
*/

/** Most characters of the private notes (plain text). */
export const NOTES_MAX_LENGTH = 5000

/** The inbox's one order: when the application came (newest first by default). */
export const CANDIDATURE_SORTS = ['created_at'] as const

/** `?search&page&offre&statut&sort&order`. */
export const candidatureListValidator = listQueryValidator(CANDIDATURE_SORTS, {
  statut: vine.enum(CANDIDATURE_STATUTS).optional(),
  offre: recordIdRule().optional(),
})

const labels = () => frenchMessages(messageNames(candidatureCatalogue))

export const candidatureStatutValidator = vine.create({
  statut: vine.enum(CANDIDATURE_STATUTS),
})
candidatureStatutValidator.messagesProvider = labels()

export const candidatureNotesValidator = vine.create({
  notes: vine.string().trim().maxLength(NOTES_MAX_LENGTH).nullable().optional(),
})
candidatureNotesValidator.messagesProvider = labels()

/** The page's `?texte=`: the template the reply is shown with (a bad value is dropped). */
export const candidatureReponseQueryValidator = vine.create({ texte: recordIdRule().optional() })

/** The reply to the candidate: the text template it is written from. */
export const candidatureReponseValidator = vine.create({
  texteId: recordIdRule(),
})
candidatureReponseValidator.messagesProvider = frenchMessages({ texteId: 'modèle' })
