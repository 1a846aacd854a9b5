import type Contact from '#models/contact'
import type Societe from '#models/societe'
import type { Civilite, ContactSort, ContactStatut } from '#models/contact'
import type { ListFilters, ListPage } from '#services/list_query'
import { type CsvColumn, frenchDate } from '#services/csv_export'
import type { SerializedReferentOffre } from '#transformers/offre_transformer'
import { type SocieteChoice, serializeSocieteChoice } from '#transformers/societe_transformer'

/** The contact's company, when it has one and it was preloaded. */
function societeOf(contact: Contact) {
  /* An unloaded or empty belongsTo reads as undefined or null. */
  const societe = contact.societe as Societe | null | undefined
  return societe ? serializeSocieteChoice(societe) : null
}

/** A contact in a list row: what the table and the CSV show (no notes). */
export function serializeContactRow(contact: Contact) {
  return {
    id: contact.id,
    civilite: contact.civilite,
    prenom: contact.prenom,
    nom: contact.nom,
    nomComplet: contact.nomComplet,
    email: contact.email,
    telephone: contact.telephone,
    mobile: contact.mobile,
    fonction: contact.fonction,
    societe: societeOf(contact),
    ville: contact.ville,
    statut: contact.statut,
    createdAt: contact.createdAt.toISO(),
    deletedAt: contact.deletedAt?.toISO() ?? null,
  }
}

/** A contact on its page and form: every field, the notes as sanitised HTML. */
export function serializeContact(contact: Contact) {
  return {
    ...serializeContactRow(contact),
    societeId: contact.societeId,
    notes: contact.notes,
    updatedAt: contact.updatedAt?.toISO() ?? null,
  }
}

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

export type SerializedContactRow = ReturnType<typeof serializeContactRow>
export type SerializedContact = ReturnType<typeof serializeContact>

export type ContactRights = { update: boolean; delete: boolean; restore: boolean }

/* Props of the contact pages; the controller's render calls are checked against them. */
export type ContactIndexProps = {
  contacts: ListPage<SerializedContactRow>
  filters: ListFilters<ContactSort> & { statut: ContactStatut | null; societe: number | null }
  /** The caller's live companies, for the société filter. */
  societes: SocieteChoice[]
  statuts: ContactStatut[]
  can: { create: boolean }
}

export type ContactShowProps = {
  contact: SerializedContact
  /** Offers where the contact is référent. */
  offres: SerializedReferentOffre[]
  can: ContactRights
}

/** Choices of the shared contact form. */
type ContactFormChoices = {
  /** The caller's live companies, for the société select. */
  societes: SocieteChoice[]
  civilites: Civilite[]
  statuts: ContactStatut[]
}

export type ContactCreateProps = ContactFormChoices & { can: { create: boolean } }

export type ContactEditProps = ContactFormChoices & {
  contact: SerializedContact
  can: ContactRights
}

/** A contact as a line of the CSV export (French headers, dates dd/mm/yyyy). */
export const CONTACT_CSV_COLUMNS: CsvColumn<Contact>[] = [
  { header: 'Civilité', value: (contact) => contact.civilite },
  { header: 'Prénom', value: (contact) => contact.prenom },
  { header: 'Nom', value: (contact) => contact.nom },
  { header: 'E-mail', value: (contact) => contact.email },
  { header: 'Téléphone', value: (contact) => contact.telephone },
  { header: 'Mobile', value: (contact) => contact.mobile },
  { header: 'Fonction', value: (contact) => contact.fonction },
  { header: 'Société', value: (contact) => societeOf(contact)?.nom ?? null },
  { header: 'Ville', value: (contact) => contact.ville },
  { header: 'Statut', value: (contact) => contact.statut },
  { header: 'Créé le', value: (contact) => frenchDate(contact.createdAt) },
]
