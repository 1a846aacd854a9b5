import { Link } from '@adonisjs/inertia/react'
import { Columns3 } from 'lucide-react'
import { urlFor } from '~/client'
import { Badge, type BadgeTone } from '~/components/badge'
import { CANDIDATURE_STATUT_LABELS } from '#catalogues/candidature'
import type { CandidatureStatut, StatutCounts } from '~/props/candidatures'

export { CANDIDATURE_STATUT_LABELS }

/* New ones stand out; the two ends of the pipeline read as such. */
const TONES: Record<CandidatureStatut, BadgeTone> = {
  nouvelle: 'primary',
  en_cours: 'neutral',
  entretien: 'warning',
  retenue: 'success',
  refusee: 'danger',
}

export function CandidatureStatutBadge({ statut }: { statut: CandidatureStatut }) {
  return <Badge tone={TONES[statut]}>{CANDIDATURE_STATUT_LABELS[statut]}</Badge>
}

const STATUTS = Object.keys(CANDIDATURE_STATUT_LABELS) as CandidatureStatut[]

/** "12 candidatures", "Aucune candidature". */
export const candidaturesLabel = (total: number) =>
  total === 0 ? 'Aucune candidature' : `${total} candidature${total > 1 ? 's' : ''}`

/**
 * An offer's applications per statut (its page, its list row): each non-zero
 * statut links to the inbox narrowed to the offer and that statut; « Tableau »
 * to the offer's board.
 */
export function OffreCandidatureCounts({
  offreId,
  counts,
  compact = false,
}: {
  offreId: number
  counts: StatutCounts | undefined
  compact?: boolean
}) {
  const total = counts ? STATUTS.reduce((sum, statut) => sum + counts[statut], 0) : 0
  if (!counts || total === 0) {
    return (
      /* slate-600: the offer's page shows it on the page's grey (slate-500 is 4.1:1 there). */
      <span className="text-sm text-slate-600 dark:text-slate-300">
        {compact ? '—' : 'Aucune candidature pour le moment.'}
      </span>
    )
  }
  const link = (statut?: CandidatureStatut) =>
    `${urlFor('candidatures.index')}?${new URLSearchParams({ offre: String(offreId), ...(statut ? { statut } : {}) })}`
  return (
    <span className="flex flex-wrap items-center gap-1.5" data-testid="offre-candidatures">
      <Link href={link()} className="text-sm font-semibold text-primary hover:underline">
        {candidaturesLabel(total)}
      </Link>
      {STATUTS.filter((statut) => counts[statut] > 0 && (!compact || statut === 'nouvelle')).map(
        (statut) => (
          <Link key={statut} href={link(statut)} className="hover:opacity-80">
            <Badge tone={TONES[statut]}>
              {CANDIDATURE_STATUT_LABELS[statut]} : {counts[statut]}
            </Badge>
          </Link>
        )
      )}
      <Link
        href={urlFor('offres.candidatures.board', { id: offreId })}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        data-testid="offre-board-link"
      >
        <Columns3 className="size-4" aria-hidden="true" /> Tableau
        <span className="sr-only"> des candidatures</span>
      </Link>
    </span>
  )
}
