import type { ActiviteProps } from './activite'
import type { Data } from '@generated/data'
import type { ListFilters, ListPage, RecordRights } from './list'
import type { SocieteChoice } from './societes'
import type { StatutCounts } from './candidatures'

export type OffreRow = Data.Offre.Variants['forList']
export type OffreStatut = Data.Offre['statut']
export type TypeContrat = NonNullable<Data.Offre['typeContrat']>
export type Teletravail = Data.Offre['teletravail']
export type OffreContactChoice = Data.Contact.Variants['forReferentChoice']

/** What the caller may do with one offer, for the page's buttons (rights and statut together). */
export type OffreRights = RecordRights & { publish: boolean; close: boolean; duplicate: boolean }

export type OffreIndexProps = {
  offres: ListPage<OffreRow>
  /** The applications of the page's offers per statut, by offer id (none: no key). */
  candidatures: Record<number, StatutCounts>
  filters: ListFilters & {
    statut: OffreStatut | null
    typeContrat: TypeContrat | null
    societe: number | null
  }
  /** The caller's live companies, for the société filter. */
  societes: SocieteChoice[]
  statuts: OffreStatut[]
  typesContrat: TypeContrat[]
  can: { create: boolean }
}

/** Choices of the shared offer form. */
type OffreFormChoices = {
  /** The caller's live companies, for the société select. */
  societes: SocieteChoice[]
  /** The caller's live contacts, for the référent select. */
  contacts: OffreContactChoice[]
  typesContrat: TypeContrat[]
  teletravail: Teletravail[]
  /** The form's fields publication needs (PUBLICATION_NEEDS of the offer workflow). */
  publicationNeeds: string[]
  /** Why the account may not publish yet (employer approval), or null once the school validated it. */
  accountRefusal: string | null
}

export type OffreCreateProps = OffreFormChoices & { can: { create: boolean } }

/** Where the offer is public (publicationOf in app/services/emplois/public_offres.ts). */
export type OffrePublication = {
  state: 'open' | 'closed' | null
  path: string | null
  closedUntil: string | null
}

export type OffreEditProps = OffreFormChoices & {
  offre: Data.Offre
  publication: OffrePublication
  /** Its applications per statut; null before the first one. */
  candidatures: StatutCounts | null
  can: OffreRights
  activity: ActiviteProps
}

export type OffrePreviewProps = { offre: Data.Offre.Variants['forPreview']; can: OffreRights }
