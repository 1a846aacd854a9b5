import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'

/** The product mark: "e-sidoor" with the theme's primary colour. */
export function Brand({ light = false }: { light?: boolean }) {
  return (
    <Link
      href={urlFor('home')}
      className="inline-flex items-center gap-2 text-lg font-bold tracking-tight"
    >
      <span
        className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-black text-white"
        aria-hidden="true"
      >
        e
      </span>
      <span className={light ? 'text-white' : 'text-slate-900 dark:text-white'}>
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
