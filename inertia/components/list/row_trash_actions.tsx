import { router } from '@inertiajs/react'
import { RotateCcw, Trash2 } from 'lucide-react'
import { confirmDelete } from '~/lib/confirm'

/** "Supprimer" (to the trash, after the confirm dialog) or "Restaurer" on a list row. */
export function RowTrashActions({
  destroyUrl,
  restoreUrl,
  name,
  deletedAt,
}: {
  destroyUrl: string
  restoreUrl: string
  name: string
  deletedAt: string | null
}) {
  if (deletedAt) {
    return (
      <button
        type="button"
        onClick={() => router.put(restoreUrl, {}, { preserveScroll: true })}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-primary/10"
      >
        <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
      </button>
    )
  }
  return (
    <button
      type="button"
      aria-label={`Supprimer ${name}`}
      onClick={async () => {
        if (await confirmDelete(`Mettre « ${name} » à la corbeille ?`))
          router.delete(destroyUrl, { preserveScroll: true })
      }}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-900/30"
    >
      <Trash2 className="size-4" aria-hidden="true" /> Supprimer
    </button>
  )
}
