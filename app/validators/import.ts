import vine from '@vinejs/vine'
import { MAX_COLUMNS } from '#services/data_tools/import_file'
import {
  CONTACT_IMPORT_FIELDS,
  SOCIETE_IMPORT_FIELDS,
  type ImportField,
} from '#services/data_tools/import/fields'

/* The import's mapping (each field: the column it is read from, or none) and its "update" choice. */
const column = () =>
  vine
    .number()
    .withoutDecimals()
    .min(0)
    .max(MAX_COLUMNS - 1)
    .optional()
const FIELD_NAMES = [
  ...new Set([...CONTACT_IMPORT_FIELDS, ...SOCIETE_IMPORT_FIELDS].map((field) => field.name)),
]
export const planValidator = vine.create({
  mapping: vine.object(
    Object.fromEntries(FIELD_NAMES.map((name) => [name, column()])) as Record<
      ImportField,
      ReturnType<typeof column>
    >
  ),
  update: vine.boolean().optional(),
})
