import { router } from '@inertiajs/react'
import { RotateCcw, Trash2 } from 'lucide-react'
import { confirmDelete } from '~/lib/confirm'
import { formatDate } from '~/lib/format'

/** "Supprimer" on a record's page: asks, then moves the record to the trash. */
export function DeleteButton({ name, url }: { name: string; url: string }) {
  return (
    <button
      type="button"
      onClick={async () => {
        if (await confirmDelete(`Mettre « ${name} » à la corbeille ?`)) router.delete(url)
      }}
      className="inline-flex items-center gap-2 rounded-md border border-red-200 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-400/40 dark:text-red-300 dark:hover:bg-red-900/30"
    >
      <Trash2 className="size-4" aria-hidden="true" /> Supprimer
    </button>
  )
}

/**
 * The banner of a trashed record's page ("Ce contact est dans la corbeille
 * depuis le …"), with "Restaurer" when the caller may restore it.
 */
export function TrashedNotice({
  subject,
  deletedAt,
  restoreUrl,
}: {
  /** "Ce contact", "Cette société"… */
  subject: string
  deletedAt: string
  restoreUrl: string | false
}) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
    >
      <span>
        {subject} est dans la corbeille depuis le {formatDate(deletedAt)}.
      </span>
      {restoreUrl && (
        <button
          type="button"
          onClick={() => router.put(restoreUrl)}
          className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
        >
          <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
        </button>
      )}
    </div>
  )
}
