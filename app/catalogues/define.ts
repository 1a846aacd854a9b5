/*
| What a record catalogue says about a field (docs/architecture.md, "Where to
| add a field"). Catalogues are plain data, read by the server (exports,
| imports, duplicates, merges, history, validation messages, list queries)
| and by the browser (form labels, history, statut badges) through
| `#catalogues/*`: they import nothing but types.
*/

/** How a value reads: drives the CSV cell, the merge screen and the history. */
export type FieldKind =
  /** Text as typed. */
  | 'text'
  /** Sanitised HTML (the rich-text editor): merged end to end when asked. */
  | 'rich'
  /** One of the catalogue's `values` (statut, télétravail…), shown by its label. */
  | 'choice'
  /** A calendar day (dd/mm/yyyy, no time zone). */
  | 'day'
  /** A moment (dd/mm/yyyy in Paris). */
  | 'instant'
  /** A number (salaries). */
  | 'number'
  /** A yes/no flag. */
  | 'flag'
  /** The id of another record, shown by that record's name. */
  | 'reference'

export type FieldSpec = {
  /** The field's one French label: form, CSV header, import, merge and history. */
  label: string
  kind?: FieldKind
  /** For `choice`: each stored value's label. */
  values?: Readonly<Record<string, string>>
  /** A list column's short header ("Contrat"), when the label is too long for one. */
  column?: string
  /** For `reference`: the record type it points at (an import reads that record's name). */
  references?: 'societe' | 'contact'
  /** A column of the CSV export (in the catalogue's order). */
  csv?: boolean
  /** Mapped from a spreadsheet column whose folded header is one of these. */
  importAliases?: readonly string[]
  /** Offered field by field on the merge screen. */
  fusion?: boolean
  /** Part of the record's search text (the list's search box finds it). */
  searched?: boolean
  /** The lower-case name validation messages use, when not the label's. */
  messageName?: string
}

export type Catalogue<Fields extends Record<string, FieldSpec> = Record<string, FieldSpec>> = {
  /** The record type's name in the history and in URLs ("contact"…). */
  type: string
  /** "le contact", "la société"… as sentences name one. */
  article: string
  fields: Fields
}

/** A catalogue, each field's spec kept as a literal type (so `fusion: true` can be read by types). */
export function defineCatalogue<const Fields extends Record<string, FieldSpec>>(
  catalogue: Catalogue<Fields>
) {
  return catalogue
}

/** The names of the fields a catalogue offers on the merge screen. */
export type FusionField<C extends Catalogue> = {
  [K in keyof C['fields']]: C['fields'][K] extends { fusion: true } ? K : never
}[keyof C['fields']] &
  string

/** The merge screen's fields of `catalogue`, in its order. */
export function fusionFields<C extends Catalogue>(catalogue: C): FusionField<C>[] {
  return fieldsWhere(catalogue, (spec) => spec.fusion) as FusionField<C>[]
}

/** The fields of a catalogue that `has` the property, in the catalogue's order. */
export function fieldsWhere<C extends Catalogue>(
  catalogue: C,
  has: (spec: FieldSpec) => unknown
): (keyof C['fields'] & string)[] {
  return Object.keys(catalogue.fields).filter((field) => has(catalogue.fields[field]))
}

/** A field's label, or the field's own name when the catalogue does not know it. */
export function labelOf(catalogue: Catalogue, field: string) {
  return (catalogue.fields as Record<string, FieldSpec | undefined>)[field]?.label ?? field
}

/** A list column's header for a field: its short `column` name, else its label. */
export function columnLabel<C extends Catalogue>(catalogue: C, field: keyof C['fields'] & string) {
  const spec: FieldSpec = catalogue.fields[field]
  return spec.column ?? spec.label
}

/**
 * The names validation messages give the fields ("Le champ prénom…"): the
 * label with a lower-case first letter, unless it is an acronym (SIRET).
 */
export function messageNames(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(
    Object.entries<FieldSpec>(catalogue.fields).map(([field, spec]) => [
      field,
      spec.messageName ??
        (/^\p{Lu}{2}/u.test(spec.label)
          ? spec.label
          : spec.label.charAt(0).toLowerCase() + spec.label.slice(1)),
    ])
  )
}
