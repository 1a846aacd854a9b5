import { Badge, type BadgeTone } from '~/components/badge'

export const STATUT_LABELS: Record<string, string> = {
  prospect: 'Prospect',
  client: 'Client',
  partenaire: 'Partenaire',
  ancien: 'Ancien',
}
const TONES: Record<string, BadgeTone> = {
  prospect: 'primary',
  client: 'success',
  partenaire: 'warning',
  ancien: 'neutral',
}

export function StatutBadge({ statut }: { statut: string }) {
  return <Badge tone={TONES[statut] ?? 'neutral'}>{STATUT_LABELS[statut] ?? statut}</Badge>
}
