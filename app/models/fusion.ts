import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One merge of two duplicates: `mergedId` went to the trash, `keptId` took the chosen values. */
export default class Fusion extends BaseModel {
  /* The table keeps its first name (docs/architecture.md, glossary). */
  static table = 'merges'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare kind: 'contact' | 'societe'

  @column()
  declare keptId: number

  @column()
  declare mergedId: number

  /** Field → "kept", "merged" or "both" (rich text put end to end), as JSON. */
  @column({
    prepare: (value: Record<string, string>) => JSON.stringify(value),
    consume: (value: string) => JSON.parse(value),
  })
  declare choices: Record<string, 'kept' | 'merged' | 'both'>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
