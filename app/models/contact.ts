import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeSave, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { OwnedTrashable } from '#models/mixins/owned_trashable'
import { Searchable, searchTextIsStale } from '#models/mixins/searchable'
import { Tracked } from '#models/mixins/tracked'
import Societe from '#models/societe'
import { type SortOrder, sortDirection, thenById } from '#models/query_helpers'
import { contactSearchText, societeNomOf, SEARCHED } from '#models/search_text'

export const CIVILITES = ['M.', 'Mme'] as const
export type Civilite = (typeof CIVILITES)[number]

/** Where the relationship stands, in the order it usually goes. */
export const CONTACT_STATUTS = ['prospect', 'client', 'partenaire', 'ancien'] as const
export type ContactStatut = (typeof CONTACT_STATUTS)[number]

/** Columns a contact list may be sorted by (`?sort=`); "societe" is the company's name. */
export const CONTACT_SORTS = ['nom', 'societe', 'statut', 'created_at'] as const
export type ContactSort = (typeof CONTACT_SORTS)[number]

/** The columns a list row needs (with the company key for the preload), so lists never load notes. */
export const CONTACT_ROW_COLUMNS = [
  'contacts.id',
  'contacts.civilite',
  'contacts.prenom',
  'contacts.nom',
  'contacts.email',
  'contacts.telephone',
  'contacts.mobile',
  'contacts.fonction',
  'contacts.societe_id',
  'contacts.ville',
  'contacts.statut',
  'contacts.created_at',
  'contacts.deleted_at',
]

/**
 * A person a pro works with (docs/product.md §3), optionally at one of their companies;
 * searched by first name, last name, both ("Marie Dupont"), e-mail or company name.
 * Queries name every column with its table: sorting by company joins `societes`.
 */
export default class Contact extends compose(
  BaseModel,
  OwnedTrashable,
  Searchable('contacts'),
  Tracked('contact', ['notes'])
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare civilite: Civilite | null

  @column()
  declare prenom: string | null

  @column()
  declare nom: string

  @column()
  declare email: string | null

  @column()
  declare telephone: string | null

  @column()
  declare mobile: string | null

  @column()
  declare fonction: string | null

  /** One of the owner's companies; cleared when that company is deleted for good. */
  @column()
  declare societeId: number | null

  @column()
  declare ville: string | null

  @column()
  declare statut: ContactStatut

  /** Sanitised HTML (app/services/textes/rich_text.ts), never raw editor output. */
  @column()
  declare notes: string | null

  @belongsTo(() => Societe)
  declare societe: BelongsTo<typeof Societe>

  /** "Prénom Nom", as lists show a contact (docs/product.md §3). */
  get nomComplet() {
    return [this.prenom, this.nom].filter(Boolean).join(' ')
  }

  @beforeSave()
  static async foldSearchText(contact: Contact) {
    if (!searchTextIsStale(contact, SEARCHED.contact.all)) return
    contact.searchText = contactSearchText(
      contact,
      await societeNomOf(contact.societeId, contact.$trx)
    )
  }

  static withStatut = scope((query, statut?: ContactStatut | null) => {
    if (statut) query.where('contacts.statut', statut)
  })

  static atSociete = scope((query, societeId?: number | null) => {
    if (societeId) query.where('contacts.societe_id', societeId)
  })

  /**
   * Whitelisted sort, by name (last, then first) A→Z by default. Other sorts
   * fall back to the name, and the id keeps pages stable between equal values.
   */
  static sorted = scope((query, sort?: ContactSort | null, order?: SortOrder | null) => {
    const direction = sortDirection(order)
    if (sort === 'societe') {
      /* Contacts without a company come last either way (the databases disagree on NULLs). */
      query
        .leftJoin('societes', 'societes.id', 'contacts.societe_id')
        .orderByRaw('case when societes.nom is null then 1 else 0 end')
        .orderBy('societes.nom', direction)
    } else if (sort === 'statut' || sort === 'created_at') {
      query.orderBy(`contacts.${sort}`, direction)
    }
    thenById(query, 'contacts', ['nom', 'prenom'], !sort || sort === 'nom' ? direction : 'asc')
  })
}
