import type { ActiviteProps, InteractionOffre } from './activite'
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
  activity: ActiviteProps
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

/** "Envoyer un e-mail": the contact, what the draft can be made from, the draft. */
export type ContactEmailProps = {
  contact: { id: number; nomComplet: string; email: string | null }
  /** Templates the caller may use (theirs and shared ones), by name. */
  textes: { id: number; nom: string }[]
  offres: Data.Offre.Variants['forTextePreview'][]
  selection: { texte: number | null; offre: number | null }
  /** The chosen template rendered for the contact (empty without one). */
  draft: { sujet: string; corps: string }
  /** Where the contact's answer goes: the user's address. */
  replyTo: string
  /** Why the account may not send (not validated by the school), or null. */
  mailRefusal: string | null
}
