import { Badge, type BadgeTone } from '~/components/badge'
import { formatEuros } from '~/lib/format'
import type { OffreStatut } from '~/props/offres'
import { OFFRE_STATUT_LABELS } from '#catalogues/offre'

/* The labels are the offre catalogue's (app/catalogues/offre.ts). */
export { OFFRE_STATUT_LABELS, TELETRAVAIL_LABELS } from '#catalogues/offre'

const TONES: Record<OffreStatut, BadgeTone> = {
  brouillon: 'neutral',
  publiee: 'success',
  cloturee: 'warning',
}

export function OffreStatutBadge({ statut }: { statut: OffreStatut }) {
  return <Badge tone={TONES[statut]}>{OFFRE_STATUT_LABELS[statut]}</Badge>
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
