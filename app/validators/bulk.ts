import vine from '@vinejs/vine'
import { frenchMessages } from '#validators/messages'
import { recordIdRule } from '#validators/shared_rules'

/** Most rows one request may name (a page holds 20; "all matching" is not a list of ids). */
export const BULK_MAX_IDS = 1000

/** The form of a bulk request: an action of `actions`, and which rows. */
export function bulkValidator<Action extends string, Statut extends string = never>(
  actions: readonly Action[],
  statuts: readonly Statut[] = []
) {
  const validator = vine.create({
    action: vine.enum(actions),
    ids: vine
      .array(recordIdRule())
      .distinct()
      .maxLength(BULK_MAX_IDS)
      .optional()
      .requiredIfMissing('all'),
    all: vine.boolean().optional(),
    /* The list's query string, read again by the list's own validator. */
    query: vine.record(vine.any()).optional(),
    statut: statuts.length
      ? vine.enum(statuts).optional().requiredWhen('action', '=', 'statut')
      : vine.any().optional(),
  })
  validator.messagesProvider = frenchMessages()
  return validator
}

/** The ticked rows of a CSV export (`?ids=1,2,3`): record ids, at most BULK_MAX_IDS. */
export const exportIdsValidator = vine.create({
  ids: vine
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,999}$/)
    .optional(),
})
