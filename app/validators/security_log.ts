import vine from '@vinejs/vine'
import { recordIdRule } from '#validators/shared_rules'
import { SECURITY_EVENT_KINDS } from '#models/security_event'
import { listQueryValidator } from '#validators/list_query'

/*
| `?search&page&kind&user` of e-sidoor's "Journal de sécurité": always newest
| first (no sort), nothing in a trash. A bad value is dropped by readListQuery.
*/
export const securityLogQueryValidator = listQueryValidator([] as const, {
  kind: vine.enum(SECURITY_EVENT_KINDS).optional(),
  /* Record ids, as in start/routes/matchers.ts. */
  user: recordIdRule().optional(),
})
