import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeCreate, beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { OwnedTrashable } from '#models/mixins/owned_trashable'
import { Searchable, searchTextIsStale } from '#models/mixins/searchable'
import { Tracked } from '#models/mixins/tracked'
import type User from '#models/user'
import {
  type SortOrder,
  type TrashMode,
  sortDirection,
  thenById,
  whereTrashMode,
} from '#models/query_helpers'
import { texteSearchText, SEARCHED } from '#models/search_text'

/** Columns a template list may be sorted by (`?sort=`). */
export const TEXTE_SORTS = ['nom', 'sujet', 'updated_at'] as const
export type TexteSort = (typeof TEXTE_SORTS)[number]

/**
 * Whom a template is written for: a contact (« Contacts », e-mailed from a
 * contact's page) or the candidate of an application (« Candidats », the
 * reply from an application's page). Each has its own placeholders
 * (app/services/textes/placeholders.ts).
 */
export const TEXTE_CATEGORIES = ['contacts', 'candidats'] as const
export type TexteCategorie = (typeof TEXTE_CATEGORIES)[number]

/** The columns a list row needs (with the owner key for the preload), so lists never load content. */
export const TEXTE_ROW_COLUMNS = [
  'texte_modeles.id',
  'texte_modeles.user_id',
  'texte_modeles.nom',
  'texte_modeles.sujet',
  'texte_modeles.partage',
  'texte_modeles.categorie',
  'texte_modeles.created_at',
  'texte_modeles.updated_at',
  'texte_modeles.deleted_at',
]

/**
 * A text template (docs/product.md §3): an e-mail or letter with placeholders such as
 * `{{contact.prenom}}` (app/services/textes/placeholders.ts), for a
 * contact or a candidate (`categorie`). Its owner
 * writes it; when `partage` is on, every user of the module may read it. Searched by
 * name or subject.
 */
export default class Texte extends compose(
  BaseModel,
  OwnedTrashable,
  Searchable('texte_modeles'),
  Tracked('texte_modele', ['contenu'])
) {
  /* The table keeps its first name (docs/architecture.md, glossary). */
  static table = 'texte_modeles'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare nom: string

  @column()
  declare sujet: string | null

  /** Sanitised HTML (app/services/textes/rich_text.ts) with placeholders, never raw editor output. */
  @column()
  declare contenu: string | null

  @column()
  declare categorie: TexteCategorie

  /* SQLite hands booleans back as 0/1. */
  @column({ consume: (value: unknown) => Boolean(value) })
  declare partage: boolean

  /**
   * What `user` may read: their own templates (live, trashed or both, as the
   * trash filter says) and the live shared templates of everyone else. The
   * trash is the owner's business: "uniquement" lists only their own.
   */
  static readableBy = scope((query, user: User, mode?: TrashMode | null) => {
    query.where((readable) => {
      readable.where((own) => {
        own.where('texte_modeles.user_id', user.id)
        whereTrashMode(own, 'texte_modeles.deleted_at', mode)
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

  /** Templates of one category (the reply to a candidate lists « Candidats » only). */
  static ofCategorie = scope((query, categorie: TexteCategorie) => {
    query.where('texte_modeles.categorie', categorie)
  })

  /* The column's default, also on the model a create returns. */
  @beforeCreate()
  static defaultCategorie(texte: Texte) {
    texte.categorie ??= 'contacts'
  }

  @beforeSave()
  static foldSearchText(texte: Texte) {
    if (searchTextIsStale(texte, SEARCHED.texte.all)) texte.searchText = texteSearchText(texte)
  }

  /** Whitelisted sort, name A→Z by default; the id keeps pages stable between equal values. */
  static sorted = scope((query, sort?: TexteSort | null, order?: SortOrder | null) => {
    const direction = sortDirection(order)
    if (sort === 'sujet' || sort === 'updated_at') {
      query.orderBy(`texte_modeles.${sort}`, direction)
    }
    thenById(query, 'texte_modeles', ['nom'], !sort || sort === 'nom' ? direction : 'asc')
  })
}
