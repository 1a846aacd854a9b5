import vine from '@vinejs/vine'
import { CONTACT_FUSION_FIELDS, SOCIETE_FUSION_FIELDS } from '#services/data_tools/fusion'
import { recordIdRule } from '#validators/shared_rules'

/* The merge page's pair (?a=&b=) and the merge itself: which record is kept, each field's choice. */
export const pairValidator = vine.create({ a: recordIdRule(), b: recordIdRule() })
const choice = () => vine.enum(['kept', 'merged', 'both'] as const).optional()

export const contactFusionValidator = vine.create({
  kept: recordIdRule(),
  merged: recordIdRule(),
  choices: vine.object(
    Object.fromEntries(CONTACT_FUSION_FIELDS.map((field) => [field, choice()])) as Record<
      (typeof CONTACT_FUSION_FIELDS)[number],
      ReturnType<typeof choice>
    >
  ),
})
export const societeFusionValidator = vine.create({
  kept: recordIdRule(),
  merged: recordIdRule(),
  choices: vine.object(
    Object.fromEntries(SOCIETE_FUSION_FIELDS.map((field) => [field, choice()])) as Record<
      (typeof SOCIETE_FUSION_FIELDS)[number],
      ReturnType<typeof choice>
    >
  ),
})
