import { DateTime } from 'luxon'

/** A set's name: its local date and time (YYYYMMDD-HHmmss), and an optional label. */
export const SET_NAME = /^(\d{8}-\d{6})(?:-([a-z0-9][a-z0-9-]{0,39}))?$/
export const LABEL = /^[a-z0-9][a-z0-9-]{0,39}$/

export function setDate(name: string) {
  return DateTime.fromFormat(SET_NAME.exec(name)![1], 'yyyyLLdd-HHmmss')
}

/** The database copy's file name inside a set. */
export const DATABASE_FILES = { sqlite: 'database.sqlite3', pg: 'database.dump' } as const
