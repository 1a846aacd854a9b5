import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { RotateCcw, Trash2 } from 'lucide-react'
import { urlFor } from '~/client'
import type { Column } from '~/components/list/data_table'
import { confirmDelete } from '~/lib/confirm'

const QUIET =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white'

/**
 * A list row's actions (docs/product.md, "Lists"), quiet so that a page of rows does not
 * shout: "Modifier" as a plain text link, then the trash as a grey icon button whose
 * label shows on hover and keyboard focus (and always on a phone's card, which has no
 * hover), red only then; it asks first (the confirm dialog). A trashed row: "Restaurer".
 */
export function RowTrashActions({
  destroyUrl,
  restoreUrl,
  editHref,
  name,
  deletedAt,
}: {
  destroyUrl: string
  restoreUrl: string
  /** The record's edit page: a "Modifier" link before the trash. */
  editHref?: string
  name: string
  deletedAt: string | null
}) {
  if (deletedAt) {
    return (
      <button
        type="button"
        onClick={() => router.put(restoreUrl, {}, { preserveScroll: true })}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-primary hover:bg-primary/10"
      >
        <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
      </button>
    )
  }
  return (
    <div className="flex items-center justify-end gap-1 max-sm:gap-2">
      {editHref && (
        <Link href={editHref} prefetch aria-label={`Modifier ${name}`} className={QUIET}>
          Modifier
        </Link>
      )}
      <button
        type="button"
        aria-label={`Supprimer ${name}`}
        onClick={async () => {
          if (await confirmDelete(`Mettre « ${name} » à la corbeille ?`))
            router.delete(destroyUrl, { preserveScroll: true })
        }}
        className="group relative inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:text-red-700 max-sm:px-2 max-sm:py-1 sm:size-8 sm:justify-center dark:text-slate-400 dark:hover:bg-red-900/30 dark:hover:text-red-300 dark:focus-visible:text-red-300"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="sm:hidden">Supprimer</span>
        {/* The label, shown on hover and focus (above, right-aligned: it stays inside the table). */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-0 bottom-full z-10 mb-1 hidden rounded bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 sm:block dark:bg-slate-700"
        >
          Supprimer
        </span>
      </button>
    </div>
  )
}

/** The lists whose rows go to the corbeille from their "Actions" column. */
type TrashableList = 'contacts' | 'societes' | 'textes'

/**
 * A list's "Actions" column of RowTrashActions (edit, trash, restore through the list's
 * routes). `name` names the row in the buttons' labels; a row `editable` refuses gets an
 * empty cell (another owner's shared template).
 */
export function trashActionsColumn<Row extends { id: number; deletedAt: string | null }>(
  list: TrashableList,
  name: (row: Row) => string,
  editable: (row: Row) => boolean = () => true
): Column<Row> {
  return {
    label: 'Actions',
    className: 'text-right',
    card: 'actions',
    render: (row) => {
      if (!editable(row)) return null
      const id = { id: row.id }
      return (
        <RowTrashActions
          destroyUrl={urlFor(`${list}.destroy`, id)}
          restoreUrl={urlFor(`${list}.restore`, id)}
          editHref={urlFor(`${list}.edit`, id)}
          name={name(row)}
          deletedAt={row.deletedAt}
        />
      )
    },
  }
}
