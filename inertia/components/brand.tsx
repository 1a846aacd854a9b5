import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'

/**
 * The product mark: "e-sidoor" with the theme's primary colour. `compact`:
 * on the narrowest phones only the "e" tile shows (the name stays for screen
 * readers), leaving the guest header room for its buttons.
 */
export function Brand({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  return (
    <Link
      href={urlFor('home')}
      className="inline-flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap"
    >
      <span
        className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-black text-white"
        aria-hidden="true"
      >
        e
      </span>
      <span
        className={`${light ? 'text-white' : 'text-slate-900 dark:text-white'} ${compact ? 'max-[419px]:sr-only' : ''}`}
      >
        e-
        <span
          className={
            light ? 'text-[color-mix(in_srgb,var(--theme-primary)_55%,white)]' : 'text-primary'
          }
        >
          sidoor
        </span>
      </span>
    </Link>
  )
}
