import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { APPROVAL_REASON_MAX } from '#services/accounts/pro_approval'
import { frenchMessages } from '#validators/messages'
import { listQueryValidator } from '#validators/list_query'

/*
| Employer approval's forms (e-sidoor): the reason of a refusal or a
| suspension, required, sent to the account as written. The field is
| `reason`, its label "motif". Only spaces count as nothing.
*/
const french = frenchMessages({ reason: 'motif' })

const reasonMessages: MessagesProviderContact = {
  getMessage(message: string, rule: string, field: FieldContext, meta?: Record<string, unknown>) {
    /* Spaces trimmed away leave an empty text: "required" says it best. */
    return french.getMessage(message, rule === 'minLength' ? 'required' : rule, field, meta)
  },
}

export const approvalReasonValidator = vine.create({
  reason: vine.string().trim().minLength(1).maxLength(APPROVAL_REASON_MAX),
})
approvalReasonValidator.messagesProvider = reasonMessages

/** `?page` of "Employeurs à valider" (oldest registration first, no search: the queue is short). */
export const approvalQueueValidator = listQueryValidator([] as const)
