import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Check } from 'lucide-react'
import { urlFor } from '~/client'
import { CANDIDATURE_STATUT_LABELS } from '~/components/candidatures/candidature_labels'
import type { CandidatureStatut } from '~/props/candidatures'

/**
 * The pipeline (nouvelle → en cours → entretien → retenue | refusée) as a
 * row of steps: the current one pressed, any other a click away (each move
 * goes to the history). Read-only for droit "lecteur".
 */
export function StatutControl({
  id,
  statut,
  statuts,
  canUpdate,
}: {
  id: number
  statut: CandidatureStatut
  statuts: CandidatureStatut[]
  canUpdate: boolean
}) {
  const [busy, setBusy] = useState(false)
  const move = (next: CandidatureStatut) =>
    router.put(
      urlFor('candidatures.statut', { id }),
      { statut: next },
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      }
    )
  const current = statuts.indexOf(statut)
  return (
    <ol role="list" aria-label="Étapes de la candidature" className="flex flex-wrap gap-2">
      {statuts.map((step, index) => {
        const active = step === statut
        const passed = index < current && statut !== 'refusee'
        const tone = active
          ? step === 'refusee'
            ? 'border-red-600 bg-red-600 text-white'
            : 'border-primary bg-primary text-white'
          : passed
            ? 'border-primary/40 bg-primary/10 text-primary'
            : 'border-slate-300 text-slate-700 dark:border-white/20 dark:text-slate-200'
        return (
          <li key={step}>
            <button
              type="button"
              disabled={!canUpdate || busy || active}
              aria-pressed={active}
              onClick={() => move(step)}
              className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition enabled:hover:border-primary enabled:hover:text-primary disabled:cursor-default ${tone} ${active ? 'enabled:hover:text-white' : ''}`}
            >
              {passed && <Check className="size-3.5" aria-hidden="true" />}
              {CANDIDATURE_STATUT_LABELS[step]}
            </button>
          </li>
        )
      })}
    </ol>
  )
}
