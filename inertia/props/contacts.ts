import type { ActivityProps, InteractionOffre } from './activity'
import type { Data } from '@generated/data'
import type { ListFilters, ListPage, RecordRights } from './list'
import type { SocieteChoice } from './societes'

export type ContactRow = Data.Contact.Variants['forList']
export type ContactStatut = Data.Contact['statut']
export type Civilite = NonNullable<Data.Contact['civilite']>

export type ContactIndexProps = {
  contacts: ListPage<ContactRow>
  filters: ListFilters & { statut: ContactStatut | null; societe: number | null }
  /** The caller's live companies, for the société filter. */
  societes: SocieteChoice[]
  statuts: ContactStatut[]
  can: { create: boolean }
}

export type ContactShowProps = {
  contact: Data.Contact
  /** Offers where the contact is référent. */
  offres: Data.Offre.Variants['forReferent'][]
  can: RecordRights
  activity: ActivityProps
  interactionOffres: InteractionOffre[]
}

/** Choices of the shared contact form. */
type ContactFormChoices = {
  /** The caller's live companies, for the société select. */
  societes: SocieteChoice[]
  civilites: Civilite[]
  statuts: ContactStatut[]
}

export type ContactCreateProps = ContactFormChoices & { can: { create: boolean } }

export type ContactEditProps = ContactFormChoices & { contact: Data.Contact; can: RecordRights }
