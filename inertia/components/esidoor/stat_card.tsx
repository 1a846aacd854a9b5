import type { LucideIcon } from 'lucide-react'

const fmt = new Intl.NumberFormat('fr-FR')

/** A platform counter on e-sidoor's home. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string
  value: number
  icon: LucideIcon
}) {
  return (
    <div className="flex items-center gap-4 rounded-lg bg-surface p-4 shadow-xs ring-1 ring-slate-900/5 sm:p-5 dark:ring-white/10">
      <span className="hidden size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-xl font-bold sm:text-2xl text-slate-900 tabular-nums dark:text-white">
          {fmt.format(value)}
        </p>
        <p className="text-xs text-slate-600 sm:text-sm dark:text-slate-300">{label}</p>
      </div>
    </div>
  )
}
