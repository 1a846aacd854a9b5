import { Badge, type BadgeTone } from '~/components/badge'
import { formatEuros } from '~/lib/format'

export const OFFRE_STATUT_LABELS: Record<string, string> = {
  brouillon: 'Brouillon',
  publiee: 'Publiée',
  cloturee: 'Clôturée',
}
const TONES: Record<string, BadgeTone> = {
  brouillon: 'neutral',
  publiee: 'success',
  cloturee: 'warning',
}
export const TELETRAVAIL_LABELS: Record<string, string> = {
  aucun: 'Sur site',
  partiel: 'Télétravail partiel',
  total: 'Télétravail total',
}

export function OffreStatutBadge({ statut }: { statut: string }) {
  return <Badge tone={TONES[statut] ?? 'neutral'}>{OFFRE_STATUT_LABELS[statut] ?? statut}</Badge>
}

/** "35 000 – 45 000 €", "à partir de 35 000 €", or nothing. */
export function salaryRange(min: number | null, max: number | null) {
  if (min !== null && max !== null)
    return min === max
      ? formatEuros(min)
      : `${formatEuros(min).replace(/\s?€$/, '')} – ${formatEuros(max)}`
  if (min !== null) return `à partir de ${formatEuros(min)}`
  if (max !== null) return `jusqu'à ${formatEuros(max)}`
  return null
}
