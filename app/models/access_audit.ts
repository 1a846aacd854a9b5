import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User, { type Droit, type Role } from '#models/user'

/** The access of a user at one moment: what an audit row records before and after. */
export type AccessSnapshot = { role: Role | null; droit: Droit | null; isStaff: boolean }

const json = {
  prepare: (value: AccessSnapshot) => JSON.stringify(value),
  consume: (value: string | AccessSnapshot): AccessSnapshot =>
    typeof value === 'string' ? JSON.parse(value) : value,
}

/** One change of a user's role, droit or staff flag (written by app/services/accounts/access_change.ts). */
export default class AccessAudit extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Who made the change; null from the command line or once their account is deleted. */
  @column()
  declare actorId: number | null

  @column()
  declare userId: number

  @column(json)
  declare before: AccessSnapshot

  @column(json)
  declare after: AccessSnapshot

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
