import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'

const VARIANTS = {
  primary: 'bg-primary text-white hover:brightness-110',
  secondary:
    'border border-slate-300 bg-surface text-slate-700 hover:bg-slate-50 dark:border-white/20 dark:text-slate-200 dark:hover:bg-white/10',
}

/** A link that looks like a button (page actions such as "Nouvelle société"). */
export function LinkButton({
  href,
  children,
  variant = 'primary',
  external = false,
}: {
  href: string
  children: ReactNode
  variant?: keyof typeof VARIANTS
  external?: boolean
}) {
  const className = `inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold shadow-xs transition ${VARIANTS[variant]}`
  /* Downloads (CSV) are plain links: Inertia visits expect pages. */
  if (external) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} prefetch className={className}>
      {children}
    </Link>
  )
}
