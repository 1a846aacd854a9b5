import vine from '@vinejs/vine'
import { CONTACT_MERGE_FIELDS, SOCIETE_MERGE_FIELDS } from '#services/data_tools/fusion'
import { recordIdRule } from '#validators/shared_rules'

/* The merge page's pair (?a=&b=) and the merge itself: which record is kept, each field's choice. */
export const pairValidator = vine.create({ a: recordIdRule(), b: recordIdRule() })
const choice = () => vine.enum(['kept', 'merged', 'both'] as const).optional()

export const contactMergeValidator = vine.create({
  kept: recordIdRule(),
  merged: recordIdRule(),
  choices: vine.object(
    Object.fromEntries(CONTACT_MERGE_FIELDS.map((field) => [field, choice()])) as Record<
      (typeof CONTACT_MERGE_FIELDS)[number],
      ReturnType<typeof choice>
    >
  ),
})
export const societeMergeValidator = vine.create({
  kept: recordIdRule(),
  merged: recordIdRule(),
  choices: vine.object(
    Object.fromEntries(SOCIETE_MERGE_FIELDS.map((field) => [field, choice()])) as Record<
      (typeof SOCIETE_MERGE_FIELDS)[number],
      ReturnType<typeof choice>
    >
  ),
})
