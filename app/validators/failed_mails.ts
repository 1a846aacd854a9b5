import vine from '@vinejs/vine'
import { MAIL_KINDS } from '#models/mail_delivery'
import { FAILED_MAIL_STATUSES } from '#services/platform/failed_mails'
import { listQueryValidator } from '#validators/list_query'

/*
| `?search&page&status&kind` of e-sidoor's « Envois en échec »: always newest
| first (no sort), nothing in a trash. A bad value is dropped by readListQuery.
*/
export const failedMailsQueryValidator = listQueryValidator([] as const, {
  status: vine.enum(FAILED_MAIL_STATUSES).optional(),
  kind: vine.enum(MAIL_KINDS).optional(),
})
