import { CONTACT_STATUT_LABELS } from '#catalogues/contact'
import { Badge, type BadgeTone } from '~/components/badge'
import type { ContactStatut } from '~/props/contacts'

/* Typed by the server's enum: a statut added there fails the type check here until it has a label. */
/* The labels are the contact catalogue's (app/catalogues/contact.ts). */
export const STATUT_LABELS = CONTACT_STATUT_LABELS
const TONES: Record<ContactStatut, BadgeTone> = {
  prospect: 'primary',
  client: 'success',
  partenaire: 'warning',
  ancien: 'neutral',
}

export function StatutBadge({ statut }: { statut: ContactStatut }) {
  return <Badge tone={TONES[statut]}>{STATUT_LABELS[statut]}</Badge>
}
