import type { DragEvent, KeyboardEvent } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowRightLeft } from 'lucide-react'
import { urlFor } from '~/client'
import { DeferredMenu, deferredModule } from '~/components/menu/deferred_menu'
import { formatDate } from '~/lib/format'
import type { CandidatureRow, CandidatureStatut } from '~/props/candidatures'

/* Its own small chunk; Headless UI in it is the chunk the header's menus share. */
const moveMenu = deferredModule(() => import('~/components/candidatures/move_menu'))

/** What a dragged card carries (the drop reads it back). */
export const CARD_DRAG_TYPE = 'application/x-candidature'

const MENU_BUTTON =
  '-ml-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-primary dark:text-slate-300 dark:hover:bg-white/10'

/**
 * One application on the board: the candidate's name (to their page), their
 * e-mail, when it came. For those who may change it: dragged to another
 * column, moved one column by ArrowLeft / ArrowRight on the focused name, or
 * through « Déplacer ». Read-only otherwise: no drag, no menu, no keys.
 */
export function BoardCard({
  card,
  statut,
  statuts,
  canUpdate,
  hintId,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  card: CandidatureRow
  /** The column it is in. */
  statut: CandidatureStatut
  statuts: CandidatureStatut[]
  canUpdate: boolean
  /** The element that says what the arrows do. */
  hintId: string
  onMove: (to: CandidatureStatut, options: { focus: boolean }) => void
  onDragStart: () => void
  onDragEnd: () => void
}) {
  const index = statuts.indexOf(statut)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0
    const to = statuts[index + step]
    if (!step || !to) return
    event.preventDefault()
    onMove(to, { focus: true })
  }
  const dragStart = (event: DragEvent) => {
    event.dataTransfer.setData(CARD_DRAG_TYPE, String(card.id))
    event.dataTransfer.effectAllowed = 'move'
    onDragStart()
  }
  const button = (
    <>
      <ArrowRightLeft className="size-3.5" aria-hidden="true" /> Déplacer
      <span className="sr-only"> la candidature de {card.nomComplet}</span>
    </>
  )

  return (
    <li
      data-card-id={card.id}
      draggable={canUpdate}
      onDragStart={canUpdate ? dragStart : undefined}
      onDragEnd={canUpdate ? onDragEnd : undefined}
      className={`rounded-lg bg-surface p-3 shadow-xs ring-1 ring-slate-200 dark:ring-white/10 ${canUpdate ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      <Link
        href={urlFor('candidatures.show', { id: card.id })}
        data-card-link
        draggable={false}
        aria-describedby={canUpdate ? hintId : undefined}
        onKeyDown={canUpdate ? onKeyDown : undefined}
        className="block truncate font-semibold text-slate-900 hover:text-primary hover:underline dark:text-white"
      >
        {card.nomComplet}
      </Link>
      <p className="truncate text-xs text-slate-600 dark:text-slate-300">{card.email}</p>
      {/* On a narrow column « Déplacer » goes under the date rather than cutting it. */}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">
          Reçue le {formatDate(card.createdAt)}
        </span>
        {canUpdate && (
          <DeferredMenu
            module={moveMenu}
            popup="menu"
            button={button}
            buttonClassName={MENU_BUTTON}
          >
            {(loaded, widget) => (
              <loaded.MoveMenu
                choices={statuts.filter((other) => other !== statut)}
                onMove={(to) => onMove(to, { focus: true })}
                {...widget}
              />
            )}
          </DeferredMenu>
        )}
      </div>
    </li>
  )
}
