import { useMemo, useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Download, X } from 'lucide-react'
import { PageCheckbox, type BulkSelection } from '~/components/list/bulk_selection'
import { SELECT_CLASS } from '~/components/list/select_filter'
import { cleanQuery, type ListQueryApi } from '~/components/list/use_list_query'
import { confirmAction } from '~/lib/confirm'
import { plural } from '~/lib/format'

/** One action of a list's "Actions groupées" bar. */
export type BulkAction = {
  /** What the server's `bulk` route calls it (app/controllers/*: trash, restore, statut…). */
  action: string
  label: string
  icon?: ReactNode
  /** A red button, for the trash. */
  danger?: boolean
  /** A choice to make first (a statut): the bar shows a select instead of a button. */
  choices?: { value: string; label: string }[]
  /** The confirm dialog's question for `count` rows (and the choice, when there is one). */
  question: (count: string, choice?: string) => string
  /** Only offered when the list shows the trash ("corbeille") or only when it does not. */
  trash?: 'only' | 'never'
  /** Why it cannot be done now (shown before the click): disabled, pointing to the notice `id`. */
  refusal?: { reason: string; id: string } | null
}

export type BulkConfig = {
  /** The list's bulk route (POST). */
  url: string
  /** The list's CSV export route: the selection is exported with `?ids=` (none: no export). */
  exportPath?: string
  /** "contact", "contacts". */
  noun: readonly [string, string]
  /** A feminine noun (offre, société): "sélectionnées", "correspondantes". */
  feminine?: boolean
  actions: BulkAction[]
}

export {
  selectionColumn,
  useBulkSelection,
  type BulkSelection,
} from '~/components/list/bulk_selection'

export const countLabel = (count: number, [one, many]: readonly [string, string]) =>
  plural(count, { one: `# ${one}`, other: `# ${many}` })

/**
 * The "Actions groupées" bar above a list: how many rows are ticked, "all N
 * matching results", the actions (each asks first, with the count), the CSV
 * of the selection. One request per action; the server's toast tells the result.
 */
export function BulkBar({
  config,
  selection,
  list,
  total,
  pageSize,
}: {
  config: BulkConfig
  selection: BulkSelection
  list: ListQueryApi
  total: number
  pageSize: number
}) {
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  /* "sélectionnés" agrees with a feminine noun: "sélectionnées", "correspondantes". */
  const agreed = (word: string) => (config.feminine ? word.replace(/(s?)$/, 'e$1') : word)
  const count = selection.allMatching ? total : selection.selected.size
  const ids = useMemo(() => [...selection.selected], [selection.selected])
  const showsTrash = list.filters.corbeille === 'uniquement' || list.filters.corbeille === 'avec'
  const showsLive = list.filters.corbeille !== 'uniquement'
  const actions = config.actions.filter((action) =>
    action.trash === 'only' ? showsTrash : action.trash === 'never' ? showsLive : true
  )
  const query = cleanQuery({ ...list.filters, page: undefined })

  const run = async (action: BulkAction, value?: string) => {
    const label = value ? action.choices?.find((c) => c.value === value)?.label : undefined
    const confirmed = await confirmAction({
      title: action.label,
      text: action.question(countLabel(count, config.noun), label),
      confirm: action.label,
      danger: action.danger,
    })
    if (!confirmed) return
    const rows = selection.allMatching ? { all: true, query } : { ids }
    router.post(
      config.url,
      { action: action.action, ...(value ? { statut: value } : {}), ...rows },
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
        onSuccess: () => selection.clear(),
      }
    )
  }

  const exportQuery = selection.allMatching ? query : { ...query, ids: ids.join(',') }
  const exportHref = `${config.exportPath}?${new URLSearchParams(exportQuery as Record<string, string>)}`

  return (
    <div
      role="region"
      aria-label="Actions groupées"
      className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-primary/5 px-5 py-2 text-sm dark:border-white/10"
    >
      <label className="inline-flex items-center gap-2 font-medium sm:hidden">
        <PageCheckbox selection={selection} />
        <span aria-hidden="true">Tout</span>
      </label>
      <p aria-live="polite" className="font-semibold text-slate-900 dark:text-white">
        {count === 0
          ? 'Cochez des lignes pour agir sur plusieurs à la fois.'
          : selection.allMatching
            ? `Les ${countLabel(total, config.noun)} ${agreed('correspondants')} sont ${agreed('sélectionnés')}.`
            : `${countLabel(count, config.noun)} ${agreed(plural(count, { one: 'sélectionné', other: 'sélectionnés' }))}`}
      </p>
      {selection.pageSelected && !selection.allMatching && total > pageSize && (
        <button
          type="button"
          onClick={() => selection.selectAllMatching()}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          Sélectionner les {countLabel(total, config.noun)} {agreed('correspondants')}
        </button>
      )}
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {actions.map((action) =>
            action.choices ? (
              <select
                key={action.action}
                aria-label={action.label}
                disabled={busy}
                value={choice[action.action] ?? ''}
                onChange={(event) => {
                  const value = event.target.value
                  setChoice({ ...choice, [action.action]: '' })
                  if (value) void run(action, value)
                }}
                className={`${SELECT_CLASS} py-1.5`}
              >
                <option value="">{action.label}…</option>
                {action.choices.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <button
                key={action.action}
                type="button"
                disabled={busy || !!action.refusal}
                title={action.refusal?.reason}
                aria-describedby={action.refusal?.id}
                onClick={() => void run(action)}
                className={`inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-semibold ring-1 disabled:opacity-50 ${
                  action.danger
                    ? 'text-red-700 ring-red-200 hover:bg-red-50 dark:text-red-300 dark:ring-red-400/40 dark:hover:bg-red-900/30'
                    : 'text-slate-700 ring-slate-300 hover:bg-white dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10'
                }`}
              >
                {action.icon}
                {action.label}
              </button>
            )
          )}
          {config.exportPath && (
            <a
              href={exportHref}
              className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10"
            >
              <Download className="size-4" aria-hidden="true" /> Exporter la sélection
            </a>
          )}
          <button
            type="button"
            onClick={() => selection.clear()}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-slate-600 hover:bg-white dark:text-slate-300 dark:hover:bg-white/10"
          >
            <X className="size-4" aria-hidden="true" /> Désélectionner
          </button>
        </div>
      )}
    </div>
  )
}

/** "Mettre à la corbeille" and "Restaurer", as every resource's bulk bar has them. */
export function trashBulkActions(): BulkAction[] {
  return [
    {
      action: 'trash',
      label: 'Mettre à la corbeille',
      danger: true,
      trash: 'never',
      question: (count) => `Mettre ${count} à la corbeille ?`,
    },
    {
      action: 'restore',
      label: 'Restaurer',
      trash: 'only',
      question: (count) => `Restaurer ${count} ?`,
    },
  ]
}
