import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'

/** A guest page's heading and its tab title (`tab`, when it is not the heading's words). */
export function AuthHeading({
  title,
  tab = title,
  children,
}: {
  title: string
  tab?: string
  children?: ReactNode
}) {
  return (
    <header className="mb-6">
      <Head title={tab} />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {children && <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{children}</p>}
    </header>
  )
}
