import type { ImportKind } from '~/props/imports'
import { plural } from '~/lib/format'

/* The words of the import screens (pages/imports/show.tsx and its parts). */

const counts = new Intl.NumberFormat('fr-FR')

/** "1 234", as the import's figures are shown. */
export const formatCount = (count: number) => counts.format(count)

/** "1 ligne", "20 lignes". */
export const lineCount = (count: number) => plural(count, { one: '# ligne', other: '# lignes' })

/** The route prefix and the plural noun of what the file imports. */
export function importNouns(kind: ImportKind) {
  return kind === 'societes'
    ? ({ base: 'societes', nouns: 'sociétés', title: 'Importer des sociétés' } as const)
    : ({ base: 'contacts', nouns: 'contacts', title: 'Importer des contacts' } as const)
}
