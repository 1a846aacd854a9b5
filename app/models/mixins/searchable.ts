import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { type BaseModel, column, scope } from '@adonisjs/lucid/orm'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { type SearchReach, type SearchableTable, whereSearchMatches } from '#models/search_text'

/**
 * A record found by the lists' search (app/models/search_text.ts): its
 * folded `search_text`, written by the model's own `beforeSave` hook, and
 * the `search` scope over it. `termOf` adapts a term to the table (a SIRET
 * typed with spaces).
 */
export function Searchable(table: SearchableTable, termOf: (term: string) => string = String) {
  return <Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) => {
    class SearchableRecord extends superclass {
      @column({ serializeAs: null })
      declare searchText: string

      /** Rows whose searched fields contain the term (any case, any accent). */
      static search = scope((query, term?: string | null, reach?: SearchReach) => {
        if (term) whereSearchMatches(query, table, termOf(term), reach)
      })
    }
    return SearchableRecord
  }
}

/** Whether a save must write the search text again: a new record, or one of `fields` changed. */
export function searchTextIsStale(record: LucidRow, fields: string[]) {
  return !record.$isPersisted || fields.some((key) => key in record.$dirty)
}
