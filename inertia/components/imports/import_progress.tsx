import { formatCount, lineCount } from '~/components/imports/import_labels'

/** The import's progress bar and "120 / 500 lignes", after each batch. */
export function ImportProgress({ progress, total }: { progress: number; total: number }) {
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label="Progression de l'import"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={progress}
        className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
      >
        <div
          className="h-full bg-primary transition-[width]"
          style={{ width: `${Math.round((100 * progress) / Math.max(total, 1))}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-600 tabular-nums dark:text-slate-300">
        {formatCount(progress)} / {lineCount(total)}
      </p>
    </div>
  )
}
