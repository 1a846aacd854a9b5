import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeSave, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { OwnedTrashable } from '#models/mixins/owned_trashable'
import { Tracked } from '#models/mixins/tracked'
import User from '#models/user'
import type { SortOrder, TrashMode } from '#models/query_helpers'
import { texteSearchText, whereSearchMatches } from '#models/search_text'

/** Columns a template list may be sorted by (`?sort=`). */
export const TEXTE_SORTS = ['nom', 'sujet', 'updated_at'] as const
export type TexteSort = (typeof TEXTE_SORTS)[number]

/** The columns a list row needs (with the owner key for the preload), so lists never load content. */
export const TEXTE_ROW_COLUMNS = [
  'texte_modeles.id',
  'texte_modeles.user_id',
  'texte_modeles.nom',
  'texte_modeles.sujet',
  'texte_modeles.partage',
  'texte_modeles.created_at',
  'texte_modeles.updated_at',
  'texte_modeles.deleted_at',
]

/**
 * A text template (docs/product.md §3): an e-mail or letter with placeholders such as
 * `{{contact.prenom}}` (app/services/texts/template_placeholders.ts). Its owner
 * writes it; when `partage` is on, every user of the module may read it.
 */
export default class TexteModele extends compose(
  BaseModel,
  OwnedTrashable,
  Tracked('texte_modele', ['contenu'])
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare nom: string

  @column()
  declare sujet: string | null

  /** Sanitised HTML (app/services/texts/rich_text.ts) with placeholders, never raw editor output. */
  @column()
  declare contenu: string | null

  /* SQLite hands booleans back as 0/1. */
  @column({ consume: (value: unknown) => Boolean(value) })
  declare partage: boolean

  /** Folded searched fields (app/models/search_text.ts), written by the hook below. */
  @column({ serializeAs: null })
  declare searchText: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /**
   * What `user` may read: their own templates (live, trashed or both, as the
   * trash filter says) and the live shared templates of everyone else. The
   * trash is the owner's business: "uniquement" lists only their own.
   */
  static readableBy = scope((query, user: User, mode?: TrashMode | null) => {
    query.where((readable) => {
      readable.where((own) => {
        own.where('texte_modeles.user_id', user.id)
        if (mode === 'uniquement') own.whereNotNull('texte_modeles.deleted_at')
        else if (mode !== 'avec') own.whereNull('texte_modeles.deleted_at')
      })
      if (mode !== 'uniquement') {
        readable.orWhere((shared) => {
          shared
            .where('texte_modeles.partage', true)
            .whereNot('texte_modeles.user_id', user.id)
            .whereNull('texte_modeles.deleted_at')
        })
      }
    })
  })

  /** Name or subject containing the term (any case, any accent). */
  static search = scope((query, term?: string | null) => {
    if (term) whereSearchMatches(query, 'texte_modeles', term)
  })

  @beforeSave()
  static foldSearchText(texte: TexteModele) {
    const changed = ['nom', 'sujet'].some((key) => key in texte.$dirty)
    if (!texte.$isPersisted || changed) texte.searchText = texteSearchText(texte)
  }

  /** Whitelisted sort, name A→Z by default; the id keeps pages stable between equal values. */
  static sorted = scope((query, sort?: TexteSort | null, order?: SortOrder | null) => {
    const direction = order === 'desc' ? 'desc' : 'asc'
    if (sort === 'sujet' || sort === 'updated_at') {
      query.orderBy(`texte_modeles.${sort}`, direction)
    }
    query
      .orderBy('texte_modeles.nom', !sort || sort === 'nom' ? direction : 'asc')
      .orderBy('texte_modeles.id', 'asc')
  })
}
