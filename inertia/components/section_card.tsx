import type { ReactNode } from 'react'

/** A titled card used by settings-style pages (one per partial form). */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <section className="rounded-lg bg-white shadow-xs ring-1 ring-slate-200/70 dark:bg-slate-800 dark:ring-slate-700">
      <header className="border-b border-slate-100 px-6 py-4 dark:border-slate-700">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
        {description && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        )}
      </header>
      <div className="p-6">{children}</div>
    </section>
  )
}
