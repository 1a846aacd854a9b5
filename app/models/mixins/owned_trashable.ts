import { DateTime } from 'luxon'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { type BaseModel, column, scope } from '@adonisjs/lucid/orm'
import type { TrashMode } from '#models/query_helpers'

type Owner = { id: number }

/**
 * A record a pro owns (`user_id`) and can put in the trash (`deleted_at`):
 * sociétés, contacts, offres, text templates. Columns are qualified with
 * the table, as lists join other tables.
 */
export function OwnedTrashable<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class OwnedTrashableRecord extends superclass {
    @column()
    declare userId: number

    @column.dateTime()
    declare deletedAt: DateTime | null

    static ownedBy = scope((query, user: Owner) => {
      query.where(`${query.model.table}.user_id`, user.id)
    })

    static live = scope((query) => {
      query.whereNull(`${query.model.table}.deleted_at`)
    })

    /** Absent: live rows only; "avec": live and trashed; "uniquement": trashed only. */
    static trash = scope((query, mode?: TrashMode | null) => {
      const deletedAt = `${query.model.table}.deleted_at`
      if (mode === 'uniquement') query.whereNotNull(deletedAt)
      else if (mode !== 'avec') query.whereNull(deletedAt)
    })

    /** One of the owner's records, trashed or not; another owner's id is a 404. */
    static findOwnedOrFail<Self extends typeof OwnedTrashableRecord>(
      this: Self,
      user: Owner,
      id: number
    ): Promise<InstanceType<Self>> {
      return this.query()
        .where(`${this.table}.user_id`, user.id)
        .where(`${this.table}.id`, id)
        .firstOrFail() as Promise<InstanceType<Self>>
    }

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
