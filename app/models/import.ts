import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

const json = {
  prepare: (value: unknown) => JSON.stringify(value),
  consume: (value: string | null) => (value === null ? null : JSON.parse(value)),
}

export type ImportKind = 'contacts' | 'societes'
export type ImportStatus = 'parsed' | 'running' | 'done' | 'undone'

/** Rejected row: its line in the file, its cells and the French reason. */
export type Rejected = { line: number; cells: string[]; message: string }

export type ImportOutcome = {
  created: number[]
  /** Contacts updated: their values before the import, to put back on undo. */
  updated: { id: number; before: Record<string, unknown> }[]
  /** Sociétés the import created for its contacts. */
  createdSocietes: number[]
  skipped: number
  rejected: Rejected[]
  /** Rows handled so far (the import runs in slices). */
  processed: number
  mapping: Record<string, number>
  update: boolean
}

/** One spreadsheet import of a pro (app/services/data_tools/spreadsheet_import.ts). */
export default class Import extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare kind: ImportKind

  @column()
  declare filename: string

  @column()
  declare status: ImportStatus

  @column(json)
  declare headers: string[]

  @column(json)
  declare rows: string[][]

  @column()
  declare total: number

  @column(json)
  declare outcome: ImportOutcome | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
