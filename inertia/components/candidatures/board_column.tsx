import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { CANDIDATURE_STATUT_LABELS } from '~/components/candidatures/candidature_labels'
import { inboxOfOffre } from '~/components/candidatures/view_toggle'
import { CARD_DRAG_TYPE } from '~/components/candidatures/board_card'
import type { BoardColumn } from '~/props/candidature_board'

/* The column's top edge in the statut's colour, as its badge elsewhere. */
const EDGES: Record<BoardColumn['statut'], string> = {
  nouvelle: 'border-t-primary',
  en_cours: 'border-t-slate-400',
  entretien: 'border-t-amber-500',
  retenue: 'border-t-emerald-600',
  refusee: 'border-t-red-600',
}

/**
 * One statut's column: its name and true count, its first cards, « Voir
 * tout » to the inbox on that offer and statut when it holds more. A card
 * dragged over it (`dragging`) may be dropped in it.
 */
export function BoardColumnView({
  column,
  offreId,
  dragging,
  onDropCard,
  children,
}: {
  column: BoardColumn
  offreId: number
  /** A card of the board is being dragged. */
  dragging: boolean
  onDropCard: (cardId: number) => void
  children: ReactNode
}) {
  const headingId = useId()
  const [over, setOver] = useState(false)
  const label = CANDIDATURE_STATUT_LABELS[column.statut]
  const accepts = (event: DragEvent) =>
    dragging && event.dataTransfer.types.includes(CARD_DRAG_TYPE)

  return (
    <section
      aria-labelledby={headingId}
      data-statut={column.statut}
      onDragOver={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event) => {
        setOver(false)
        if (!accepts(event)) return
        event.preventDefault()
        const id = Number(event.dataTransfer.getData(CARD_DRAG_TYPE))
        if (id) onDropCard(id)
      }}
      className={`flex w-[82vw] max-w-80 shrink-0 snap-start flex-col rounded-lg border-t-4 bg-slate-100 p-3 sm:w-72 xl:w-auto xl:max-w-none xl:min-w-0 xl:flex-1 dark:bg-white/5 ${EDGES[column.statut]} ${over ? 'ring-2 ring-primary' : ''}`}
    >
      <h2
        id={headingId}
        className="mb-3 flex items-center justify-between gap-2 text-sm font-semibold text-slate-900 dark:text-white"
      >
        {label}
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:text-slate-200">
          <span className="sr-only">, </span>
          {column.total}
          <span className="sr-only"> {column.total > 1 ? 'candidatures' : 'candidature'}</span>
        </span>
      </h2>
      {column.cards.length > 0 ? (
        <ul role="list" className="flex flex-col gap-2">
          {children}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600 dark:border-white/20 dark:text-slate-300">
          Aucune candidature
        </p>
      )}
      {column.total > column.cards.length && (
        <Link
          href={inboxOfOffre(offreId, column.statut)}
          className="mt-3 text-center text-sm font-semibold text-primary hover:underline"
        >
          Voir tout ({column.total})<span className="sr-only"> : {label}</span>
        </Link>
      )}
    </section>
  )
}
