import {
  CalendarClock,
  Mail,
  MessagesSquare,
  Phone,
  Send,
  StickyNote,
  type LucideIcon,
} from 'lucide-react'
import type { ActivityEntry, InteractionType, TimelineKind } from '~/props/activity'
import { STATUT_LABELS } from '~/components/contacts/statut_badge'
import { OFFRE_STATUT_LABELS, TELETRAVAIL_LABELS } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

/* Typed by the server's enum: a type added there fails the type check here until it has a label. */
export const INTERACTION_LABELS: Record<InteractionType, string> = {
  appel: 'Appel',
  email: 'E-mail',
  rendez_vous: 'Rendez-vous',
  entretien: 'Entretien',
  note: 'Note',
  email_envoye: 'E-mail envoyé',
}

export const INTERACTION_ICONS: Record<InteractionType, LucideIcon> = {
  appel: Phone,
  email: Mail,
  rendez_vous: CalendarClock,
  entretien: MessagesSquare,
  note: StickyNote,
  email_envoye: Send,
}

/** The filter of a timeline: everything, the changes, or one kind of interaction. */
export const KIND_FILTERS: { value: TimelineKind | null; label: string }[] = [
  { value: null, label: 'Tout' },
  { value: 'modifications', label: 'Modifications' },
  { value: 'appel', label: 'Appels' },
  { value: 'email', label: 'E-mails' },
  { value: 'rendez_vous', label: 'Rendez-vous' },
  { value: 'entretien', label: 'Entretiens' },
  { value: 'note', label: 'Notes' },
  { value: 'email_envoye', label: 'E-mails envoyés' },
]

/** The form's names of the fields a change lists (the server sends the model's). */
const FIELD_LABELS: Record<string, string> = {
  civilite: 'Civilité',
  prenom: 'Prénom',
  nom: 'Nom',
  email: 'E-mail',
  telephone: 'Téléphone',
  mobile: 'Mobile',
  fonction: 'Fonction',
  societeId: 'Société',
  ville: 'Ville',
  statut: 'Statut',
  notes: 'Notes',
  siret: 'SIRET',
  formeJuridique: 'Forme juridique',
  secteur: 'Secteur d’activité',
  adresse: 'Adresse',
  codePostal: 'Code postal',
  pays: 'Pays',
  siteWeb: 'Site web',
  description: 'Description',
  contactId: 'Contact référent',
  titre: 'Intitulé',
  typeContrat: 'Type de contrat',
  lieu: 'Lieu',
  teletravail: 'Télétravail',
  salaireMin: 'Salaire minimum',
  salaireMax: 'Salaire maximum',
  dateDebut: 'Date de début',
  dateLimite: 'Date limite de candidature',
  profil: 'Profil recherché',
  candidature: 'Candidature',
  sujet: 'Objet',
  contenu: 'Contenu',
  partage: 'Partagé',
}

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field

const VALUE_LABELS: Record<string, Record<string, string>> = {
  statut: { ...STATUT_LABELS, ...OFFRE_STATUT_LABELS },
  teletravail: TELETRAVAIL_LABELS,
}
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A value of a change as a person reads it ("vide", "oui", "12/12/2026", "Client"). */
export function valueLabel(field: string, value: string | number | boolean | null) {
  if (value === null || value === '') return 'vide'
  if (typeof value === 'boolean') return value ? 'oui' : 'non'
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value)
  return VALUE_LABELS[field]?.[String(value)] ?? String(value)
}

const SUBJECTS: Record<ActivityEntry['subjectType'], string> = {
  contact: 'le contact',
  societe: 'la société',
  offre: 'l’offre',
  texte_modele: 'le texte',
}

/** "a créé le contact", "a mis l’offre à la corbeille"… (the actor's name comes before). */
export function actionLabel(entry: ActivityEntry) {
  const subject = SUBJECTS[entry.subjectType]
  switch (entry.action) {
    case 'created':
      return `a créé ${subject}`
    case 'updated':
      return `a modifié ${subject}`
    case 'statut':
      return 'a changé le statut'
    case 'trashed':
      return `a mis ${subject} à la corbeille`
    case 'restored':
      return `a restauré ${subject}`
    case 'merged':
      return `a fusionné ${subject} avec « ${entry.detail ?? '?'} »`
    case 'merged_into':
      return `a fusionné ${subject} dans « ${entry.detail ?? '?'} »`
    case 'imported':
      return `a importé ${subject}${entry.detail ? ` (fichier « ${entry.detail} »)` : ''}`
    case 'import_undone':
      return `a annulé l’import${entry.detail ? ` « ${entry.detail} »` : ''}`
  }
}
