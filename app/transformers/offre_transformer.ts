import type { DateTime } from 'luxon'
import type Offre from '#models/offre'
import type Contact from '#models/contact'
import type { OffreSort, OffreStatut, Teletravail, TypeContrat } from '#models/offre'
import type { ListFilters, ListPage } from '#services/list_query'
import { type CsvColumn, frenchDate } from '#services/csv_export'
import { sanitizeRichText } from '#services/rich_text'
import { type SocieteChoice, serializeSocieteChoice } from '#transformers/societe_transformer'

/** A contact as the référent select offers it: the page narrows the list to the chosen company. */
export function serializeOffreContact(contact: Contact) {
  return { id: contact.id, nomComplet: contact.nomComplet, societeId: contact.societeId }
}

/* Names read from the list query's joins (Offre.withSocieteAndContact). */
function joinedSociete(offre: Offre) {
  return { id: offre.societeId, nom: String(offre.$extras.societe_nom) }
}

function joinedContact(offre: Offre) {
  if (!offre.contactId || !offre.$extras.contact_nom) return null
  const prenom = offre.$extras.contact_prenom as string | null
  const nom = offre.$extras.contact_nom as string
  /* "Prénom Nom", as Contact.nomComplet builds it. */
  return { id: offre.contactId, nomComplet: [prenom, nom].filter(Boolean).join(' ') }
}

/** An offer in a list row: what the table and the CSV show (no long text). */
export function serializeOffreRow(offre: Offre) {
  return {
    id: offre.id,
    reference: offre.reference,
    titre: offre.titre,
    societe: joinedSociete(offre),
    contact: joinedContact(offre),
    statut: offre.statut,
    typeContrat: offre.typeContrat,
    lieu: offre.lieu,
    teletravail: offre.teletravail,
    salaireMin: offre.salaireMin,
    salaireMax: offre.salaireMax,
    dateLimite: offre.dateLimite?.toISODate() ?? null,
    publishedAt: offre.publishedAt?.toISO() ?? null,
    createdAt: offre.createdAt.toISO(),
    deletedAt: offre.deletedAt?.toISO() ?? null,
  }
}

/** The columns a list row needs, with the joined names, so lists never load the long texts. */
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

/** An offer on its form: every field, the rich texts as sanitised HTML. */
export function serializeOffre(offre: Offre) {
  return {
    id: offre.id,
    reference: offre.reference,
    titre: offre.titre,
    societeId: offre.societeId,
    contactId: offre.contactId,
    typeContrat: offre.typeContrat,
    lieu: offre.lieu,
    teletravail: offre.teletravail,
    salaireMin: offre.salaireMin,
    salaireMax: offre.salaireMax,
    dateDebut: offre.dateDebut?.toISODate() ?? null,
    dateLimite: offre.dateLimite?.toISODate() ?? null,
    description: offre.description,
    profil: offre.profil,
    statut: offre.statut,
    publishedAt: offre.publishedAt?.toISO() ?? null,
    closedAt: offre.closedAt?.toISO() ?? null,
    createdAt: offre.createdAt.toISO(),
    updatedAt: offre.updatedAt?.toISO() ?? null,
    deletedAt: offre.deletedAt?.toISO() ?? null,
  }
}

/* Words too small to give a company its initials ("Ligérienne de Métallerie" is "LM"). */
const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'd', 'l', 'au', 'aux'])

/** One or two capital letters standing for the company where a logo would be. */
export function initialsOf(nom: string) {
  const words = nom.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const significant = words.filter((word) => !PARTICLES.has(word.toLowerCase()))
  return (significant.length > 0 ? significant : words)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
}

/**
 * The offer as a candidate reads it (company and référent preloaded). The
 * rich texts are sanitised again on the way out, whatever wrote them.
 */
export function serializeOffrePreview(offre: Offre) {
  const contact = offre.contact as Contact | null
  return {
    id: offre.id,
    reference: offre.reference,
    titre: offre.titre,
    statut: offre.statut,
    typeContrat: offre.typeContrat,
    lieu: offre.lieu,
    teletravail: offre.teletravail,
    salaireMin: offre.salaireMin,
    salaireMax: offre.salaireMax,
    dateDebut: offre.dateDebut?.toISODate() ?? null,
    dateLimite: offre.dateLimite?.toISODate() ?? null,
    publishedAt: offre.publishedAt?.toISO() ?? null,
    description: sanitizeRichText(offre.description),
    profil: offre.profil ? sanitizeRichText(offre.profil) || null : null,
    societe: {
      nom: offre.societe.nom,
      ville: offre.societe.ville,
      siteWeb: offre.societe.siteWeb,
      initiales: initialsOf(offre.societe.nom),
    },
    contact: contact
      ? {
          nomComplet: contact.nomComplet,
          fonction: contact.fonction,
          email: contact.email,
          telephone: contact.telephone,
        }
      : null,
  }
}

/** An offer on its référent's contact page (company preloaded). */
export function serializeReferentOffre(offre: Offre) {
  return {
    id: offre.id,
    reference: offre.reference,
    titre: offre.titre,
    statut: offre.statut,
    societe: serializeSocieteChoice(offre.societe),
  }
}

export type SerializedOffreContact = ReturnType<typeof serializeOffreContact>
export type SerializedOffreRow = ReturnType<typeof serializeOffreRow>
export type SerializedOffre = ReturnType<typeof serializeOffre>
export type SerializedOffrePreview = ReturnType<typeof serializeOffrePreview>
export type SerializedReferentOffre = ReturnType<typeof serializeReferentOffre>

/** What the caller may do with one offer, for the page's buttons (rights and statut together). */
export type OffreRights = {
  update: boolean
  delete: boolean
  restore: boolean
  publish: boolean
  close: boolean
  duplicate: boolean
}

/* Props of the offer pages; the controller's render calls are checked against them. */
export type OffreIndexProps = {
  offres: ListPage<SerializedOffreRow>
  filters: ListFilters<OffreSort> & {
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
  contacts: SerializedOffreContact[]
  typesContrat: TypeContrat[]
  teletravail: Teletravail[]
}

export type OffreCreateProps = OffreFormChoices & { can: { create: boolean } }

export type OffreEditProps = OffreFormChoices & { offre: SerializedOffre; can: OffreRights }

export type OffrePreviewProps = { offre: SerializedOffrePreview; can: OffreRights }

const STATUT_LABELS: Record<OffreStatut, string> = {
  brouillon: 'Brouillon',
  publiee: 'Publiée',
  cloturee: 'Clôturée',
}

/* A calendar day is the same everywhere: no time zone shift. */
const frenchDay = (day: DateTime | null) => day?.toFormat('dd/LL/yyyy') ?? ''

const TELETRAVAIL_LABELS: Record<Teletravail, string> = {
  aucun: 'Aucun',
  partiel: 'Partiel',
  total: 'Total',
}

/** An offer as a line of the CSV export (French headers, dates dd/mm/yyyy). */
export const OFFRE_CSV_COLUMNS: CsvColumn<Offre>[] = [
  { header: 'Référence', value: (offre) => offre.reference },
  { header: 'Intitulé du poste', value: (offre) => offre.titre },
  { header: 'Société', value: (offre) => joinedSociete(offre).nom },
  { header: 'Contact référent', value: (offre) => joinedContact(offre)?.nomComplet ?? null },
  { header: 'Type de contrat', value: (offre) => offre.typeContrat },
  { header: 'Lieu', value: (offre) => offre.lieu },
  { header: 'Télétravail', value: (offre) => TELETRAVAIL_LABELS[offre.teletravail] },
  { header: 'Salaire minimum (€)', value: (offre) => offre.salaireMin?.toString() ?? null },
  { header: 'Salaire maximum (€)', value: (offre) => offre.salaireMax?.toString() ?? null },
  { header: 'Date de début', value: (offre) => frenchDay(offre.dateDebut) },
  { header: 'Date limite', value: (offre) => frenchDay(offre.dateLimite) },
  { header: 'Statut', value: (offre) => STATUT_LABELS[offre.statut] },
  { header: 'Publiée le', value: (offre) => frenchDate(offre.publishedAt) },
  { header: 'Créée le', value: (offre) => frenchDate(offre.createdAt) },
]
