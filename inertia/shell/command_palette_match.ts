import { foldForSearch } from '../lib/fold_text.js'

/*
| How the command palette (Ctrl+K) matches its actions to what is typed: case
| and accents ignored, every typed word the start of a word of the action's
| label or keywords ("nouv cont" finds "Nouveau contact"). The records come
| from the server, which has already matched them (app/services/dashboards/global_search.ts).
*/

const words = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** True when each word of `query` starts a word of `label` or of a keyword; an empty query matches. */
export function matchesAction(query: string, label: string, keywords: readonly string[] = []) {
  const typed = words(query)
  if (typed.length === 0) return true
  const known = words([label, ...keywords].join(' '))
  return typed.every((word) => known.some((candidate) => candidate.startsWith(word)))
}

/** The text the server is asked about: trimmed, and nothing under two characters (as /recherche). */
export function serverQuery(query: string) {
  const q = query.trim()
  return q.length >= 2 ? q.slice(0, 100) : ''
}
