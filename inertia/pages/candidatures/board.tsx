import { useEffect, useId, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { PageHeading } from '~/components/page_heading'
import { BoardCard } from '~/components/candidatures/board_card'
import { BoardColumnView } from '~/components/candidatures/board_column'
import { useBoardMoves } from '~/components/candidatures/use_board_moves'
import { ViewToggle } from '~/components/candidatures/view_toggle'
import type { CandidatureBoardProps } from '~/props/candidature_board'

/**
 * One offer's applications as a board (docs/product.md, "Candidatures"):
 * a column per statut, each with its count and its newest cards. Those who
 * may change them drag a card, or use the keyboard on its name (ArrowLeft,
 * ArrowRight) or its « Déplacer » menu; each move goes to the history and a
 * live region says it. « Liste » shows the same applications in the inbox.
 */
export default function CandidatureBoard({
  offre,
  columns,
  columnSize,
  can,
}: CandidatureBoardProps) {
  const board = useBoardMoves(columns)
  const [dragged, setDragged] = useState<number | null>(null)
  const hintId = useId()
  const statuts = board.columns.map((column) => column.statut)
  const cardOf = (id: number) =>
    board.columns.flatMap((column) => column.cards).find((card) => card.id === id)

  /* After a keyboard move the card is drawn in another list: the focus goes to it there. */
  const { focusId, focused } = board
  useEffect(() => {
    if (focusId === null) return
    const frame = requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(`[data-card-id="${focusId}"] [data-card-link]`)
        ?.focus({ preventScroll: false })
      focused()
    })
    return () => cancelAnimationFrame(frame)
  }, [focusId, focused, board.columns])

  const title = `Candidatures : ${offre.titre}`
  return (
    <>
      <Head title={title} />
      <PageHeading
        title={title}
        subtitle={
          <>
            Offre{' '}
            <Link
              href={urlFor('offres.edit', { id: offre.id })}
              className="font-semibold text-primary hover:underline"
            >
              {offre.reference}
            </Link>
            {offre.deletedAt && ' (dans la corbeille)'} · au plus {columnSize} candidatures par
            colonne, les plus récentes d’abord.
          </>
        }
        actions={<ViewToggle offreId={offre.id} current="board" />}
      />
      {can.update && (
        <p id={hintId} className="sr-only">
          Flèche gauche ou droite : déplacer vers la colonne voisine.
        </p>
      )}
      <p role="status" className="sr-only" data-testid="board-announcement">
        {board.announcement}
      </p>
      {/* Scrolls sideways below the widest screens; focusable so the keyboard can scroll it;
          relative, so the hidden texts of its columns stay inside it (not widening the page). */}
      <div
        role="region"
        aria-label="Colonnes par statut"
        tabIndex={0}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0 xl:snap-none"
      >
        {board.columns.map((column) => (
          <BoardColumnView
            key={column.statut}
            column={column}
            offreId={offre.id}
            dragging={dragged !== null}
            onDropCard={(id) => {
              const card = cardOf(id)
              if (card) board.move(card, column.statut)
            }}
          >
            {column.cards.map((card) => (
              <BoardCard
                key={card.id}
                card={card}
                statut={column.statut}
                statuts={statuts}
                canUpdate={can.update}
                hintId={hintId}
                onMove={(to, options) => board.move(card, to, options)}
                onDragStart={() => setDragged(card.id)}
                onDragEnd={() => setDragged(null)}
              />
            ))}
          </BoardColumnView>
        ))}
      </div>
    </>
  )
}
