/*
| The columns of the three CSV exports (French headers, dates dd/mm/yyyy),
| read from the same rows as the list pages (the *_ROW_COLUMNS of each model).
*/
import type { DateTime } from 'luxon'
import type Contact from '#models/contact'
import type Offre from '#models/offre'
import type { OffreStatut, Teletravail } from '#models/offre'
import type Societe from '#models/societe'
import { type CsvColumn, frenchDate } from '#services/data_tools/csv_export'
import { joinedContact, joinedSociete } from '#transformers/offre_transformer'

export const CONTACT_CSV_COLUMNS: CsvColumn<Contact>[] = [
  { header: 'Civilité', value: (contact) => contact.civilite },
  { header: 'Prénom', value: (contact) => contact.prenom },
  { header: 'Nom', value: (contact) => contact.nom },
  { header: 'E-mail', value: (contact) => contact.email },
  { header: 'Téléphone', value: (contact) => contact.telephone },
  { header: 'Mobile', value: (contact) => contact.mobile },
  { header: 'Fonction', value: (contact) => contact.fonction },
  /* An unloaded or empty belongsTo reads as undefined or null. */
  { header: 'Société', value: (contact) => (contact.societe as Societe | null)?.nom ?? null },
  { header: 'Ville', value: (contact) => contact.ville },
  { header: 'Statut', value: (contact) => contact.statut },
  { header: 'Créé le', value: (contact) => frenchDate(contact.createdAt) },
]

export const SOCIETE_CSV_COLUMNS: CsvColumn<Societe>[] = [
  { header: 'Raison sociale', value: (societe) => societe.nom },
  { header: 'SIRET', value: (societe) => societe.siret },
  { header: 'Forme juridique', value: (societe) => societe.formeJuridique },
  { header: 'Secteur', value: (societe) => societe.secteur },
  { header: 'Code postal', value: (societe) => societe.codePostal },
  { header: 'Ville', value: (societe) => societe.ville },
  { header: 'Pays', value: (societe) => societe.pays },
  { header: 'Téléphone', value: (societe) => societe.telephone },
  { header: 'E-mail', value: (societe) => societe.email },
  { header: 'Site web', value: (societe) => societe.siteWeb },
  { header: 'Créée le', value: (societe) => frenchDate(societe.createdAt) },
]

const STATUT_LABELS: Record<OffreStatut, string> = {
  brouillon: 'Brouillon',
  publiee: 'Publiée',
  cloturee: 'Clôturée',
}

const TELETRAVAIL_LABELS: Record<Teletravail, string> = {
  aucun: 'Aucun',
  partiel: 'Partiel',
  total: 'Total',
}

/* A calendar day is the same everywhere: no time zone shift. */
const frenchDay = (day: DateTime | null) => day?.toFormat('dd/LL/yyyy') ?? ''

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
