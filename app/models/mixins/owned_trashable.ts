import { DateTime } from 'luxon'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { type BaseModel, column, scope } from '@adonisjs/lucid/orm'
import { Owned } from '#models/mixins/owned'
import { type TrashMode, whereTrashMode } from '#models/query_helpers'

/**
 * A record a pro owns (Owned) and can put in the trash (`deleted_at`):
 * sociétés, contacts, offres, text templates. Columns are qualified with
 * the table, as lists join other tables.
 */
export function OwnedTrashable<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class OwnedTrashableRecord extends Owned(superclass) {
    @column.dateTime()
    declare deletedAt: DateTime | null

    static live = scope((query) => {
      query.whereNull(`${query.model.table}.deleted_at`)
    })

    static trash = scope((query, mode?: TrashMode | null) => {
      whereTrashMode(query, `${query.model.table}.deleted_at`, mode)
    })

    /** To the trash (the row stays, hidden from lists); nothing to do when already there. */
    async moveToTrash() {
      if (this.deletedAt) return
      this.deletedAt = DateTime.now()
      await this.save()
    }

    async restoreFromTrash() {
      if (!this.deletedAt) return
      this.deletedAt = null
      await this.save()
    }
  }
  return OwnedTrashableRecord
}
