import type { ReactNode } from 'react'
import { foldForSearch } from '~/lib/fold_text'

/* One character folded like the server's search (case, accents, ligatures). */
const foldChar = foldForSearch

/** The text with every match of the search term marked, accents and case ignored. */
export function Highlight({ text, term }: { text: string; term: string }) {
  const needle = [...term.trim()].map(foldChar).join('')
  if (!needle) return <>{text}</>
  const chars = [...text]
  const folded = chars.map(foldChar)
  const parts: ReactNode[] = []
  let start = 0
  let i = 0
  while (i < chars.length) {
    let j = i
    let matched = ''
    while (j < chars.length && matched.length < needle.length) matched += folded[j++]
    if (matched === needle) {
      if (start < i) parts.push(chars.slice(start, i).join(''))
      parts.push(
        <mark
          key={i}
          className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/40 dark:text-white"
        >
          {chars.slice(i, j).join('')}
        </mark>
      )
      start = i = j
    } else {
      i++
    }
  }
  if (start < chars.length) parts.push(chars.slice(start).join(''))
  return <>{parts}</>
}
