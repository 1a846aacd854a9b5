import type { ReactNode } from 'react'

/** The title row of a back-office page, with its main actions on the right. */
export function PageHeading({
  title,
  subtitle,
  actions,
}: {
  title: string
  subtitle?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        {/* Focused after a visit (layouts/focus_on_visit.ts): by script, never a Tab stop. */}
        <h1 tabIndex={-1} className="text-2xl font-bold text-slate-900 dark:text-white">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
