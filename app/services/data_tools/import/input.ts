import { contactCatalogue } from '#catalogues/contact'
import { societeCatalogue } from '#catalogues/societe'
import type { FieldSpec } from '#catalogues/define'
import { IMPORT_FIELDS, type ImportKind } from '#services/data_tools/import/fields'
import { asRichText, headerKey } from '#services/data_tools/import/cells'
import type { Cell } from '#services/data_tools/import/plan_societe'

/*
| A spreadsheet row as its record form's input: every import field of the
| catalogue (app/catalogues) but the references (a contact's société is found by
| name apart), each cell read by its field's kind: a rich text becomes HTML,
| a choice is matched to its stored value by value or label ("Client",
| "client"), the rest is the cleaned text. `readers` reads the fields whose
| spelling the product knows better (civilité, forme juridique).
*/

const CATALOGUES = { contacts: contactCatalogue, societes: societeCatalogue }

function read(spec: FieldSpec | undefined, value: string) {
  if (spec?.kind === 'rich') return asRichText(value)
  if (spec?.kind === 'choice' && spec.values) {
    const key = headerKey(value)
    const match = Object.entries(spec.values).find(
      ([stored, label]) => headerKey(stored) === key || headerKey(label) === key
    )
    return match ? match[0] : value
  }
  return value
}

/** The form input of one row of a `kind` import. */
export function rowInput(
  kind: ImportKind,
  cell: Cell,
  readers: Partial<Record<string, (value: string) => string>> = {}
): Record<string, unknown> {
  const specs: Record<string, FieldSpec | undefined> = CATALOGUES[kind].fields
  return Object.fromEntries(
    IMPORT_FIELDS[kind]
      /* A reference's import name is its record's ("societe"), not a field of the form. */
      .filter(({ name }) => specs[name] && !specs[name].references)
      .map(({ name }) => {
        const value = cell(name)
        if (value === null) return [name, null]
        return [name, readers[name]?.(value) ?? read(specs[name], value)]
      })
  )
}
