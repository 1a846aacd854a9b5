import { useEffect, useState } from 'react'
import { X } from 'lucide-react'
import { layout, useLayoutSettings } from '~/layout_settings/store'

/* Fixed demo content, as in the original template (docs/product.md §6). */
const OVERVIEW = [
  { label: 'Visites cette semaine', value: '1 284' },
  { label: 'Candidatures reçues', value: '86' },
  { label: 'Offres en ligne', value: '14' },
]
const SALES = [
  { label: 'Abonnements actifs', value: '32' },
  { label: 'Revenu du mois', value: '4 860 €' },
  { label: 'Renouvellements', value: '92 %' },
]

/** The right-hand panel with its "Overview" and "Sales" tabs. */
export function SideOverlay() {
  const s = useLayoutSettings()
  const [tab, setTab] = useState<'overview' | 'sales'>('overview')

  useEffect(() => {
    if (!s.sideOverlayVisible) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && layout.sideOverlay('close')
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [s.sideOverlayVisible])

  const rows = tab === 'overview' ? OVERVIEW : SALES
  return (
    <aside
      id="side-overlay"
      aria-label="Panneau latéral"
      aria-hidden={!s.sideOverlayVisible}
      inert={!s.sideOverlayVisible}
      className={`fixed inset-y-0 right-0 z-[60] w-80 max-w-full bg-surface shadow-2xl  ${
        s.sideTransitions ? 'transition-transform duration-200' : ''
      } ${s.sideOverlayVisible ? 'translate-x-0' : 'translate-x-full'}`}
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4 dark:border-white/10">
        <div role="tablist" aria-label="Panneau" className="flex gap-1">
          {(['overview', 'sales'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${tab === name ? 'bg-primary text-white' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10'}`}
            >
              {name === 'overview' ? 'Overview' : 'Sales'}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => layout.sideOverlay('close')}
          aria-label="Fermer le panneau"
          className="grid size-9 place-items-center rounded-md hover:bg-slate-100 dark:hover:bg-white/10"
        >
          <X className="size-5" />
        </button>
      </div>
      <dl role="tabpanel" className="space-y-3 p-4">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg bg-slate-50 p-4 dark:bg-black/20">
            <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-300">
              {row.label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
