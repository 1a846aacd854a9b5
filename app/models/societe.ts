import { compose } from '@adonisjs/core/helpers'
import { BaseModel, afterSave, beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { OwnedTrashable } from '#models/mixins/owned_trashable'
import { Searchable, searchTextIsStale } from '#models/mixins/searchable'
import { Tracked } from '#models/mixins/tracked'
import type User from '#models/user'
import { type SortOrder, sortDirection, thenById } from '#models/query_helpers'
import { refreshSocieteDependents, societeSearchText, SEARCHED } from '#models/search_text'

export const FORMES_JURIDIQUES = [
  'SAS',
  'SASU',
  'SARL',
  'EURL',
  'SA',
  'EI',
  'Association',
  'Autre',
] as const
export type FormeJuridique = (typeof FORMES_JURIDIQUES)[number]

/** Columns a company list may be sorted by (`?sort=`). */
export const SOCIETE_SORTS = ['nom', 'ville', 'created_at'] as const
export type SocieteSort = (typeof SOCIETE_SORTS)[number]

/** The columns a list row needs, so lists never load descriptions. */
export const SOCIETE_ROW_COLUMNS = [
  'id',
  'nom',
  'siret',
  'forme_juridique',
  'secteur',
  'code_postal',
  'ville',
  'pays',
  'telephone',
  'email',
  'site_web',
  'created_at',
  'deleted_at',
]

/* Sociétés whose name is being changed by the save in progress. */
const renamed = new WeakSet<object>()

/* "732 829 320" as printed finds the SIRET stored without spaces. */
const siretDigits = (term: string) => (/^[\d\s]+$/.test(term) ? term.replace(/\s+/g, '') : term)

/**
 * A company a pro works with (docs/product.md §3), searched by name, town or
 * SIRET. Trashed rows keep `deletedAt` until restored. Any write moves the
 * job board's version, whose pages show its name and town (database
 * triggers: app/models/emplois_version.ts).
 */
export default class Societe extends compose(
  BaseModel,
  OwnedTrashable,
  Searchable('societes', siretDigits),
  Tracked('societe', ['description'])
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare nom: string

  @column()
  declare siret: string | null

  @column()
  declare formeJuridique: FormeJuridique | null

  @column()
  declare secteur: string | null

  @column()
  declare adresse: string | null

  @column()
  declare codePostal: string | null

  @column()
  declare ville: string | null

  @column()
  declare pays: string

  @column()
  declare telephone: string | null

  @column()
  declare email: string | null

  @column()
  declare siteWeb: string | null

  /** Sanitised HTML (app/services/textes/rich_text.ts), never raw editor output. */
  @column()
  declare description: string | null

  /** The owner's live companies by name: the choices of société filters and selects. */
  static choicesFor(user: User) {
    return this.query()
      .select('id', 'nom')
      .apply((scopes) => {
        scopes.ownedBy(user)
        scopes.live()
      })
      .orderBy('nom', 'asc')
      .orderBy('id', 'asc')
  }

  @beforeSave()
  static foldSearchText(societe: Societe) {
    if (societe.$isPersisted && 'nom' in societe.$dirty) renamed.add(societe)
    if (searchTextIsStale(societe, SEARCHED.societe.all)) {
      societe.searchText = societeSearchText(societe)
    }
  }

  /** Its contacts and offres carry its name in their search text. */
  @afterSave()
  static async refreshDependents(societe: Societe) {
    if (!renamed.delete(societe)) return
    await refreshSocieteDependents(societe.id, societe.nom, societe.$trx)
  }

  /** Whitelisted sort, name A→Z by default; the id keeps pages stable between equal values. */
  static sorted = scope((query, sort?: SocieteSort | null, order?: SortOrder | null) => {
    const sortColumn = sort && SOCIETE_SORTS.includes(sort) ? sort : 'nom'
    thenById(query, 'societes', [sortColumn], sortDirection(order))
  })
}
