import { contactCatalogue } from '#catalogues/contact'
import { societeCatalogue } from '#catalogues/societe'
import { type Catalogue, type FieldSpec, fieldsWhere } from '#catalogues/define'
import { headerKey } from '#services/data_tools/import/cells'

/*
| The fields a spreadsheet column can be mapped to: the catalogue's fields
| that have import aliases (app/catalogues), in its order. A reference field is
| named after the record it points at (contact's `societeId` is `societe`: the
| file gives the société's name), the name stored mappings and the import page
| know it by.
*/

export type ImportKind = 'contacts' | 'societes'

/** The import names of a catalogue's fields, as a type: the same rule, read from the specs' types. */
type ImportName<C extends Catalogue> = {
  [K in keyof C['fields']]: C['fields'][K] extends { importAliases: readonly string[] }
    ? C['fields'][K] extends { references: infer Named extends string }
      ? Named
      : K
    : never
}[keyof C['fields']] &
  string
export type ImportField = ImportName<typeof contactCatalogue> | ImportName<typeof societeCatalogue>

export type ImportFieldSpec<Name extends string = ImportField> = {
  name: Name
  label: string
  /** Folded headers (see headerKey) that name the field, in French or in English. */
  aliases: readonly string[]
}

function importFields<C extends Catalogue>(
  catalogue: C
): readonly ImportFieldSpec<ImportName<C>>[] {
  return fieldsWhere(catalogue, (spec) => spec.importAliases).map((field) => {
    const spec: FieldSpec = catalogue.fields[field]
    return {
      name: (spec.references ?? field) as ImportName<C>,
      label: spec.label,
      aliases: spec.importAliases!,
    }
  })
}

export const CONTACT_IMPORT_FIELDS = importFields(contactCatalogue)
export const SOCIETE_IMPORT_FIELDS = importFields(societeCatalogue)
export const IMPORT_FIELDS = { contacts: CONTACT_IMPORT_FIELDS, societes: SOCIETE_IMPORT_FIELDS }

/** Field → column index in the file. */
export type Mapping = Partial<Record<ImportField, number>>

/** The columns whose header names a field, in French or in English. */
export function autoMapping(headers: string[], kind: ImportKind = 'contacts'): Mapping {
  const fields: readonly ImportFieldSpec[] = IMPORT_FIELDS[kind]
  const mapping: Mapping = {}
  headers.forEach((header, index) => {
    const key = headerKey(header)
    const field = fields.find(
      (candidate) => !(candidate.name in mapping) && candidate.aliases.includes(key)
    )
    if (field) mapping[field.name] = index
  })
  return mapping
}
