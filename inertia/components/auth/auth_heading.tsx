import type { ReactNode } from 'react'

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {children && <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{children}</p>}
    </header>
  )
}
