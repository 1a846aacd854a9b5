import { Badge, type BadgeTone } from '~/components/badge'
import type { ContactStatut } from '~/props/contacts'

/* Typed by the server's enum: a statut added there fails the type check here until it has a label. */
export const STATUT_LABELS: Record<ContactStatut, string> = {
  prospect: 'Prospect',
  client: 'Client',
  partenaire: 'Partenaire',
  ancien: 'Ancien',
}
const TONES: Record<ContactStatut, BadgeTone> = {
  prospect: 'primary',
  client: 'success',
  partenaire: 'warning',
  ancien: 'neutral',
}

export function StatutBadge({ statut }: { statut: ContactStatut }) {
  return <Badge tone={TONES[statut]}>{STATUT_LABELS[statut]}</Badge>
}
