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
    <section className="rounded-lg bg-surface shadow-xs ring-1 ring-slate-200/70  dark:ring-white/10">
      <header className="border-b border-slate-100 px-6 py-4 dark:border-white/10">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
        {description && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
        )}
      </header>
      <div className="p-6">{children}</div>
    </section>
  )
}
