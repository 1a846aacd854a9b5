import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeCreate, beforeSave, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { OwnedTrashable } from '#models/mixins/owned_trashable'
import { Searchable, searchTextIsStale } from '#models/mixins/searchable'
import { Tracked } from '#models/mixins/tracked'
import Societe from '#models/societe'
import Contact from '#models/contact'
import { type SortOrder, sortDirection } from '#models/query_helpers'
import { offreSearchText, societeNomOf, SEARCHED } from '#models/search_text'
import { nextReference } from '#models/offre_reference'

export const TYPES_CONTRAT = ['CDI', 'CDD', 'Intérim', 'Stage', 'Alternance', 'Freelance'] as const
export type TypeContrat = (typeof TYPES_CONTRAT)[number]

export const MODES_TELETRAVAIL = ['aucun', 'partiel', 'total'] as const
export type Teletravail = (typeof MODES_TELETRAVAIL)[number]

/** An offer's life, in order (app/services/offres/offre_workflow.ts moves it along). */
export const OFFRE_STATUTS = ['brouillon', 'publiee', 'cloturee'] as const
export type OffreStatut = (typeof OFFRE_STATUTS)[number]

/** Columns an offer list may be sorted by (`?sort=`); "societe" is the company's name. */
export const OFFRE_SORTS = [
  'titre',
  'reference',
  'societe',
  'statut',
  'date_limite',
  'created_at',
] as const
export type OffreSort = (typeof OFFRE_SORTS)[number]

/** The columns a list row needs, with the joined names (Offre.withSocieteAndContact), so lists never load the long texts. */
export const OFFRE_ROW_COLUMNS = [
  'offres.id',
  'offres.reference',
  'offres.titre',
  'offres.societe_id',
  'offres.contact_id',
  'offres.statut',
  'offres.type_contrat',
  'offres.lieu',
  'offres.teletravail',
  'offres.salaire_min',
  'offres.salaire_max',
  'offres.date_debut',
  'offres.date_limite',
  'offres.published_at',
  'offres.created_at',
  'offres.deleted_at',
  'societes.nom as societe_nom',
  'contacts.prenom as contact_prenom',
  'contacts.nom as contact_nom',
]

/**
 * A job, internship or work-study offer of one of the pro's companies (docs/product.md §3),
 * searched by title, reference, place or company name. Queries name every column with
 * its table: lists join `societes` and `contacts`. Any write moves the job board's
 * version (database triggers: app/models/emplois_version.ts).
 */
export default class Offre extends compose(
  BaseModel,
  OwnedTrashable,
  Searchable('offres'),
  Tracked('offre', ['description', 'profil'])
) {
  @column({ isPrimary: true })
  declare id: number

  /** One of the owner's companies, required. */
  @column()
  declare societeId: number

  /** The référent: one of the owner's contacts, of that company or of none. */
  @column()
  declare contactId: number | null

  /** `OFF-<year>-<0001…>`, given on creation and never changed. */
  @column()
  declare reference: string

  @column()
  declare titre: string

  @column()
  declare typeContrat: TypeContrat | null

  @column()
  declare lieu: string | null

  @column()
  declare teletravail: Teletravail

  /** Annual gross salary in euros. */
  @column()
  declare salaireMin: number | null

  @column()
  declare salaireMax: number | null

  @column.date()
  declare dateDebut: DateTime | null

  @column.date()
  declare dateLimite: DateTime | null

  /** Sanitised HTML (app/services/textes/rich_text.ts), never raw editor output. */
  @column()
  declare description: string

  @column()
  declare profil: string | null

  /** Where candidates apply, shown on the public page: an https/http address or an e-mail. */
  @column()
  declare candidature: string | null

  @column()
  declare statut: OffreStatut

  @column.dateTime()
  declare publishedAt: DateTime | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @belongsTo(() => Societe)
  declare societe: BelongsTo<typeof Societe>

  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

  /** Every way an offer is created (form, duplicate, seed, factory) gets its reference here. */
  @beforeCreate()
  static async assignReference(offre: Offre) {
    if (!offre.reference) offre.reference = await nextReference(offre.$trx, offre.createdAt)
  }

  @beforeSave()
  static async foldSearchText(offre: Offre) {
    if (!searchTextIsStale(offre, SEARCHED.offre.all)) return
    offre.searchText = offreSearchText(offre, await societeNomOf(offre.societeId, offre.$trx))
  }

  /**
   * The company (always there) and the référent (when set) joined in, so a
   * list reads their names in the same query. `search` and `sorted` need it.
   */
  static withSocieteAndContact = scope((query) => {
    query
      .join('societes', 'societes.id', 'offres.societe_id')
      .leftJoin('contacts', 'contacts.id', 'offres.contact_id')
  })

  static withStatut = scope((query, statut?: OffreStatut | null) => {
    if (statut) query.where('offres.statut', statut)
  })

  static withTypeContrat = scope((query, typeContrat?: TypeContrat | null) => {
    if (typeContrat) query.where('offres.type_contrat', typeContrat)
  })

  static atSociete = scope((query, societeId?: number | null) => {
    if (societeId) query.where('offres.societe_id', societeId)
  })

  /** The owner's live offers, newest first, as a picker lists them (an interaction's "Offre"). */
  static choicesFor(userId: number) {
    /* Plain rows (up to 500, on every contact page): no model is built for a choice. */
    return Offre.query()
      .select('id', 'reference', 'titre')
      .where('offres.user_id', userId)
      .apply((scopes) => scopes.live())
      .orderBy('offres.created_at', 'desc')
      .orderBy('offres.id', 'desc')
      .limit(500)
      .pojo<{ id: number; reference: string; titre: string }>()
  }

  /** The owner's live offers the contact is référent of, with their company, newest first. */
  static referentOf(contact: Contact) {
    return Offre.query()
      .where('offres.user_id', contact.userId)
      .where('offres.contact_id', contact.id)
      .apply((scopes) => scopes.live())
      .preload('societe', (societe) => societe.select('id', 'nom'))
      .orderBy('offres.created_at', 'desc')
      .orderBy('offres.id', 'desc')
  }

  /**
   * Whitelisted sort; newest first by default. Offers without a deadline come
   * last either way (the databases disagree on NULLs), and the id keeps pages
   * stable between equal values.
   */
  static sorted = scope((query, sort?: OffreSort | null, order?: SortOrder | null) => {
    if (!sort || !OFFRE_SORTS.includes(sort)) {
      const direction = sortDirection(order, 'desc')
      query.orderBy('offres.created_at', direction).orderBy('offres.id', direction)
      return
    }
    const direction = sortDirection(order)
    if (sort === 'societe') {
      query.orderBy('societes.nom', direction)
    } else if (sort === 'date_limite') {
      query
        .orderByRaw('case when offres.date_limite is null then 1 else 0 end')
        .orderBy('offres.date_limite', direction)
    } else {
      query.orderBy(`offres.${sort}`, direction)
    }
    query.orderBy('offres.id', 'asc')
  })
}
