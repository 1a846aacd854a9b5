/*
| The browser's copy of the search folding (app/models/search_text.ts
| `foldText`): lower case, every Latin diacritic removed, ligatures spelled
| out, so a searchable select or a highlight finds what the server's search
| finds. tests/unit/fold_text.spec.ts keeps the two in agreement.
*/
const LIGATURES = new Map(
  Object.entries({ œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th' })
)

export function foldForSearch(text: string) {
  return [...text.toLowerCase()]
    .map((char) => LIGATURES.get(char) ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
}
