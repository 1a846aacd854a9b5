import type { ReactNode } from 'react'
import { Inbox, SearchX, Trash2, type LucideIcon } from 'lucide-react'

/**
 * What a list shows with no row (docs/product.md, "Lists"): what the list is for in
 * one sentence and the first thing to do. Three cases, each its own words:
 * - no record yet (EmptyState with the list's sentence and its first actions);
 * - the corbeille view with nothing in it (TrashEmpty);
 * - a search or filter that matched nothing (NoResults, "Effacer les filtres").
 */
export function EmptyState({
  title,
  text,
  actions,
  icon: Icon = Inbox,
}: {
  title: string
  text: string
  /** The first actions ("Ajouter un contact", "Importer un fichier"); none for a reader. */
  actions?: ReactNode
  icon?: LucideIcon
}) {
  return (
    <div data-empty-state="" className="mx-auto flex max-w-md flex-col items-center text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="mt-1 text-sm text-pretty text-slate-600 dark:text-slate-300">{text}</p>
      {actions && (
        <div className="mt-5 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      )}
    </div>
  )
}

/** A search or filter matched nothing: say so, and offer to clear them. */
export function NoResults({ onClear, text }: { onClear: () => void; text?: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title="Aucun résultat pour ces filtres"
      text={text ?? 'Aucune ligne ne correspond à la recherche et aux filtres choisis.'}
      actions={
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-surface px-4 py-2 text-sm font-semibold text-slate-700 shadow-xs hover:bg-slate-50 dark:border-white/20 dark:text-slate-200 dark:hover:bg-white/10"
        >
          Effacer les filtres
        </button>
      }
    />
  )
}

/** The corbeille view, empty. */
export function TrashEmpty({ text }: { text: string }) {
  return <EmptyState icon={Trash2} title="La corbeille est vide" text={text} />
}
