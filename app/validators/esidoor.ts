import vine from '@vinejs/vine'
import { recordIdRule } from '#validators/shared_rules'
import { CONTACT_SORTS, CONTACT_STATUTS } from '#models/contact'
import { PRO_SORTS } from '#services/dashboards/pro_directory'
import { listQueryValidator } from '#validators/list_query'

/** `?search&page&sort&order` of the professionals' list (the trash filter does not apply). */
export const proListValidator = listQueryValidator(PRO_SORTS)

/** Every pro's contacts: the contacts list query, with the owner (`?pro=`) instead of the company. */
export const esidoorContactListValidator = listQueryValidator(CONTACT_SORTS, {
  statut: vine.enum(CONTACT_STATUTS).optional(),
  /* Record ids, as in start/routes/matchers.ts. */
  pro: recordIdRule().optional(),
})

/**
 * `?q=` of the owner filter's choices (GET /dashboard-pro/pros/choix): a typed
 * text, so one too long is refused (422) rather than ignored.
 */
export const proChoicesValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
