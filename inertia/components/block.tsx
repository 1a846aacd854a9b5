import { useEffect, useState, type ReactNode } from 'react'
import { ChevronDown, ChevronUp, Maximize2, Minimize2, Pin, PinOff, X } from 'lucide-react'

export type BlockMode = 'loading' | 'fullscreen' | 'pinned' | 'contentHidden' | 'hidden'

type BlockProps = {
  title?: ReactNode
  actions?: ReactNode
  children: ReactNode
  /** Modes the block starts in; the header buttons toggle them. */
  initial?: BlockMode[]
  /** Controlled loading state (e.g. while data comes in). */
  loading?: boolean
  /** Which option buttons to show in the header. */
  options?: Exclude<BlockMode, 'loading'>[]
  className?: string
}

const OPTION_LABELS = {
  fullscreen: ['Plein écran', 'Quitter le plein écran'],
  pinned: ['Épingler', 'Détacher'],
  contentHidden: ['Replier', 'Déplier'],
  hidden: ['Fermer', 'Fermer'],
} as const

/** The card of the back-office (OneUI "block") with its modes. */
export function Block({
  title,
  actions,
  children,
  initial = [],
  loading,
  options = [],
  className = '',
}: BlockProps) {
  const [modes, setModes] = useState(() => new Set(initial))
  const has = (mode: BlockMode) => modes.has(mode) || (mode === 'loading' && !!loading)
  const toggle = (mode: BlockMode) =>
    setModes((current) => {
      const next = new Set(current)
      if (next.has(mode)) next.delete(mode)
      else next.add(mode)
      return next
    })

  useEffect(() => {
    if (!modes.has('fullscreen')) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && toggle('fullscreen')
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [modes])

  if (has('hidden')) return null

  const icon = (mode: Exclude<BlockMode, 'loading'>) => {
    const on = has(mode)
    if (mode === 'fullscreen')
      return on ? <Minimize2 className="size-4" /> : <Maximize2 className="size-4" />
    if (mode === 'pinned') return on ? <PinOff className="size-4" /> : <Pin className="size-4" />
    if (mode === 'contentHidden')
      return on ? <ChevronDown className="size-4" /> : <ChevronUp className="size-4" />
    return <X className="size-4" />
  }

  return (
    <section
      data-block-modes={[...modes].join(' ') || undefined}
      aria-busy={has('loading') || undefined}
      className={`relative flex flex-col rounded-lg bg-surface shadow-xs ring-1 ring-slate-900/5 dark:ring-white/10 ${
        has('fullscreen') ? 'fixed inset-0 z-[70] m-0 overflow-auto rounded-none' : ''
      } ${has('pinned') && !has('fullscreen') ? 'fixed right-4 bottom-4 z-[65] w-96 max-w-[calc(100vw-2rem)] shadow-2xl' : ''} ${className}`}
    >
      {(title || actions || options.length > 0) && (
        <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5 dark:border-white/10">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          <div className="flex items-center gap-1">
            {actions}
            {options.map((mode) => (
              <button
                key={mode}
                type="button"
                onClick={() => toggle(mode)}
                aria-pressed={mode === 'hidden' ? undefined : has(mode)}
                aria-label={OPTION_LABELS[mode][has(mode) ? 1 : 0]}
                title={OPTION_LABELS[mode][has(mode) ? 1 : 0]}
                className="grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white"
              >
                {icon(mode)}
              </button>
            ))}
          </div>
        </header>
      )}
      {!has('contentHidden') && <div className="flex-1 p-5">{children}</div>}
      {has('loading') && (
        <div
          className="absolute inset-0 grid place-items-center rounded-lg bg-surface/70"
          role="status"
        >
          <span
            className="size-7 animate-spin rounded-full border-3 border-primary border-r-transparent"
            aria-hidden="true"
          />
          <span className="sr-only">Chargement…</span>
        </div>
      )}
    </section>
  )
}
