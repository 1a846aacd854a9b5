import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { DEFAULT_PAGE_TEXTES, type PageTexteKey } from '#database/defaults/page_textes'

/* The keys are declared with their default copy, which the migration inserts. */
export { PAGE_TEXTE_KEYS, type PageTexteKey } from '#database/defaults/page_textes'

export default class PageTexte extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare cle: PageTexteKey

  @column()
  declare titre: string

  /** Sanitised HTML (rich text). */
  @column()
  declare contenu: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /**
   * The texts of some keys as { cle: contenu }, one query; a missing row shows
   * the default copy. Plain rows, not models: the footer's text is read on
   * every page, and hydrating a model (its dates into luxon) cost more than
   * the query.
   */
  static async contents<K extends PageTexteKey>(keys: readonly K[]) {
    const rows = await this.query()
      .select('cle', 'contenu')
      .whereIn('cle', [...keys])
      .pojo<{ cle: PageTexteKey; contenu: string | null }>()
    const found = new Map(rows.map((row) => [row.cle, row.contenu ?? '']))
    const fallback = new Map(DEFAULT_PAGE_TEXTES.map((texte) => [texte.cle, texte.contenu]))
    return Object.fromEntries(
      keys.map((key) => [key, found.get(key) ?? fallback.get(key) ?? ''])
    ) as Record<K, string>
  }
}
