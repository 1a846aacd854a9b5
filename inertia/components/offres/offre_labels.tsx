import { Badge, type BadgeTone } from '~/components/badge'
import { formatEuros } from '~/lib/format'
import type { OffreStatut, Teletravail } from '~/props/offres'

/* Typed by the server's enums: a value added there fails the type check here until it has a label. */
export const OFFRE_STATUT_LABELS: Record<OffreStatut, string> = {
  brouillon: 'Brouillon',
  publiee: 'Publiée',
  cloturee: 'Clôturée',
}
const TONES: Record<OffreStatut, BadgeTone> = {
  brouillon: 'neutral',
  publiee: 'success',
  cloturee: 'warning',
}
export const TELETRAVAIL_LABELS: Record<Teletravail, string> = {
  aucun: 'Sur site',
  partiel: 'Télétravail partiel',
  total: 'Télétravail total',
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
