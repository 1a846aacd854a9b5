/*
| The columns of a CSV export, read from a record catalogue (app/catalogues/*):
| every field marked `csv`, in the catalogue's order, headed by its label;
| its cell by its kind (a choice by its label, a day as dd/mm/yyyy, a moment
| in Paris time, a reference by the name of what it points at).
*/
import type { DateTime } from 'luxon'
import { type Catalogue, type FieldSpec, fieldsWhere } from '#catalogues/define'
import { type CsvColumn, frenchDate } from '#services/data_tools/csv_export'

/* A calendar day is the same everywhere: no time zone shift. */
const frenchDay = (day: DateTime | null) => day?.toFormat('dd/LL/yyyy') ?? ''

function cell(spec: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null
  switch (spec.kind) {
    case 'choice':
      return spec.values?.[String(value)] ?? String(value)
    case 'day':
      return frenchDay(value as DateTime)
    case 'instant':
      return frenchDate(value as DateTime)
    case 'flag':
      return value ? 'oui' : 'non'
    default:
      return String(value)
  }
}

/**
 * The export's columns for `catalogue`; `names` reads each reference field's
 * name from a row (as the list query loaded it: a preload or a join).
 */
export function csvColumns<Row, C extends Catalogue = Catalogue>(
  catalogue: C,
  names: Partial<Record<keyof C['fields'], (row: Row) => string | null | undefined>> = {}
): CsvColumn<Row>[] {
  return fieldsWhere(catalogue, (spec) => spec.csv).map((field) => {
    const spec: FieldSpec = catalogue.fields[field]
    const name = names[field]
    return {
      header: spec.label,
      value: name
        ? (row: Row) => name(row) ?? null
        : (row: Row) => cell(spec, (row as Record<string, unknown>)[field]),
    }
  })
}

/** The table's columns an export of `catalogue` reads (its `csv` fields, snake_case). */
export function csvSelect(table: string, catalogue: Catalogue) {
  return fieldsWhere(catalogue, (spec) => spec.csv).map(
    (field) => `${table}.${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`
  )
}
