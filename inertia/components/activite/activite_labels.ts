import {
  CalendarClock,
  Mail,
  MessagesSquare,
  Phone,
  Send,
  StickyNote,
  type LucideIcon,
} from 'lucide-react'
import type { ModificationEntry, InteractionType, ActiviteKind } from '~/props/activite'
import { CATALOGUES } from '#catalogues/catalogues'
import { INTERACTION_TYPE_LABELS } from '#catalogues/interaction'
import { type FieldSpec, labelOf } from '#catalogues/define'
import { formatDate } from '~/lib/format'

/* The labels are the interaction catalogue's (app/catalogues/interaction.ts). */
export const INTERACTION_LABELS = INTERACTION_TYPE_LABELS

export const INTERACTION_ICONS: Record<InteractionType, LucideIcon> = {
  appel: Phone,
  email: Mail,
  rendez_vous: CalendarClock,
  entretien: MessagesSquare,
  note: StickyNote,
  email_envoye: Send,
}

/** The filter of a timeline: everything, the changes, or one kind of interaction. */
export const KIND_FILTERS: { value: ActiviteKind | null; label: string }[] = [
  { value: null, label: 'Tout' },
  { value: 'modifications', label: 'Modifications' },
  { value: 'appel', label: 'Appels' },
  { value: 'email', label: 'E-mails' },
  { value: 'rendez_vous', label: 'Rendez-vous' },
  { value: 'entretien', label: 'Entretiens' },
  { value: 'note', label: 'Notes' },
  { value: 'email_envoye', label: 'E-mails envoyés' },
]

/** A changed field's label, from its record type's catalogue (app/catalogues). */
type SubjectType = ModificationEntry['subjectType']

export const fieldLabel = (subjectType: SubjectType, field: string) =>
  labelOf(CATALOGUES[subjectType], field)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A value of a change as a person reads it ("vide", "oui", "12/12/2026", "Client"). */
export function valueLabel(
  subjectType: SubjectType,
  field: string,
  value: string | number | boolean | null
) {
  if (value === null || value === '') return 'vide'
  if (typeof value === 'boolean') return value ? 'oui' : 'non'
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value)
  const fields: Record<string, FieldSpec | undefined> = CATALOGUES[subjectType].fields
  return fields[field]?.values?.[String(value)] ?? String(value)
}

/** "a créé le contact", "a mis l’offre à la corbeille"… (the actor's name comes before). */
export function actionLabel(entry: ModificationEntry) {
  const subject = CATALOGUES[entry.subjectType].article
  switch (entry.action) {
    case 'created':
      /* Only the candidate creates an application, from the job board. */
      return entry.subjectType === 'candidature' ? 'a envoyé sa candidature' : `a créé ${subject}`
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
