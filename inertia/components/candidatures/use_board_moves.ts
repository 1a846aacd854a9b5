import { useCallback, useMemo, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { urlFor } from '~/client'
import { CANDIDATURE_STATUT_LABELS } from '~/components/candidatures/candidature_labels'
import { SESSION_EXPIRED_STATUSES } from '~/lib/session_expiry'
import { toast } from '~/lib/toast'
import type { BoardColumn } from '~/props/candidature_board'
import type { CandidatureRow, CandidatureStatut } from '~/props/candidatures'

/*
| The board's moves: shown at once (an overlay on the server's columns),
| sent one after the other to the inbox's statut change, which writes the
| history and answers with the board as the server now sees it. Sent in turn
| so that each answer includes every move before it (concurrent answers could
| arrive out of order and show an older board). A refused move leaves the
| overlay, so the card goes back, and says why in a toast.
*/

type Move = { key: number; card: CandidatureRow; from: CandidatureStatut; to: CandidatureStatut }

const label = (statut: CandidatureStatut) => CANDIDATURE_STATUT_LABELS[statut]

/** Newest first, as the server orders a column. */
const newestFirst = (a: CandidatureRow, b: CandidatureRow) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id

/**
 * The columns with the moves not yet answered. A move the columns already
 * show (its answer has arrived) is skipped, so no count changes twice.
 */
export function withMoves(columns: BoardColumn[], moves: Move[]) {
  let shown = columns
  for (const move of moves) {
    const from = shown.find((column) => column.cards.some((card) => card.id === move.card.id))
    if (!from || from.statut === move.to) continue
    shown = shown.map((column) => {
      if (column === from) {
        const cards = column.cards.filter((card) => card.id !== move.card.id)
        return { ...column, total: column.total - 1, cards }
      }
      if (column.statut !== move.to) return column
      const cards = [...column.cards, { ...move.card, statut: move.to }].sort(newestFirst)
      return { ...column, total: column.total + 1, cards }
    })
  }
  return shown
}

/** Why the server refused, in French (the page's own words: its error pages are not shown here). */
function refusalOf(status: number) {
  if (status === 403) return 'Vous n’avez pas le droit de modifier cette candidature.'
  if (status === 404) return 'Cette candidature n’existe plus.'
  return 'Le serveur n’a pas pu enregistrer le déplacement.'
}

let nextKey = 0

export function useBoardMoves(columns: BoardColumn[]) {
  const [moves, setMoves] = useState<Move[]>([])
  const [announcement, setAnnouncement] = useState('')
  /** The card to give the focus to once drawn in its new column (a keyboard move). */
  const [focusId, setFocusId] = useState<number | null>(null)
  const queue = useRef<Promise<void>>(Promise.resolve())
  const shown = useMemo(() => withMoves(columns, moves), [columns, moves])

  const send = useCallback(
    (move: Move) =>
      new Promise<void>((resolve) => {
        let refusal: string | null = null
        router.put(
          urlFor('candidatures.statut', { id: move.card.id }),
          { statut: move.to },
          {
            async: true,
            showProgress: false,
            preserveScroll: true,
            preserveState: true,
            onHttpException: (response) => {
              /* An expired session is the app's business (lib/visits.ts: off to the login page). */
              if (SESSION_EXPIRED_STATUSES.includes(response.status)) return
              refusal = refusalOf(response.status)
              return false
            },
            onNetworkError: () => {
              refusal = 'La connexion au serveur a été perdue.'
              return false
            },
            onError: (errors) => {
              refusal = errors.statut ?? 'Ce statut n’existe pas.'
            },
            onFinish: () => {
              setMoves((pending) => pending.filter((other) => other.key !== move.key))
              if (refusal) {
                const { card, from } = move
                setAnnouncement('')
                setFocusId(card.id)
                toast(
                  'error',
                  `${refusal} La candidature de ${card.nomComplet} reste dans « ${label(from)} ».`
                )
              }
              resolve()
            },
          }
        )
      }),
    []
  )

  /** Moves `card` to `to` now and sends it after the moves before it; `focus` keeps it focused. */
  const move = useCallback(
    (card: CandidatureRow, to: CandidatureStatut, { focus = false } = {}) => {
      const from = shown.find((column) => column.cards.some((other) => other.id === card.id))
      if (!from || from.statut === to) return
      const pending: Move = { key: ++nextKey, card, from: from.statut, to }
      setMoves((before) => [...before, pending])
      setAnnouncement(`Candidature de ${card.nomComplet} déplacée vers ${label(to)}.`)
      if (focus) setFocusId(card.id)
      queue.current = queue.current.then(() => send(pending))
    },
    [shown, send]
  )

  const focused = useCallback(() => setFocusId(null), [])
  return { columns: shown, move, announcement, focusId, focused }
}
