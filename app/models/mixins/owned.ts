import type { DateTime } from 'luxon'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { type BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

type Owner = { id: number }

/**
 * A record of one pro (`user_id`): the owner, the timestamps, and finding
 * it for that owner only. Columns are qualified with the table, as lists
 * join other tables. The trashable ones add OwnedTrashable.
 */
export function Owned<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class OwnedRecord extends superclass {
    @column()
    declare userId: number

    @column.dateTime({ autoCreate: true })
    declare createdAt: DateTime

    @column.dateTime({ autoCreate: true, autoUpdate: true })
    declare updatedAt: DateTime | null

    @belongsTo(() => User)
    declare user: BelongsTo<typeof User>

    static ownedBy = scope((query, user: Owner) => {
      query.where(`${query.model.table}.user_id`, user.id)
    })

    /** One of the owner's records (trashed or not, for trashable ones); another owner's id is a 404. */
    static findOwnedOrFail<Self extends typeof OwnedRecord>(
      this: Self,
      user: Owner,
      id: number
    ): Promise<InstanceType<Self>> {
      return this.query()
        .where(`${this.table}.user_id`, user.id)
        .where(`${this.table}.id`, id)
        .firstOrFail() as Promise<InstanceType<Self>>
    }
  }
  return OwnedRecord
}
