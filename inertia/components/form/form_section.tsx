import type { ReactNode } from 'react'

/** A titled group of fields in a two-column form (sociétés, offres). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-slate-100 pt-5 first:border-0 first:pt-0 sm:grid-cols-2 dark:border-white/10">
      <legend className="mb-1 text-sm font-semibold tracking-wide text-slate-500 uppercase sm:col-span-2 dark:text-slate-300">
        {title}
      </legend>
      {children}
    </fieldset>
  )
}
