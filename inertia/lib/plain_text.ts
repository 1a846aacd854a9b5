/*
| Text out of the sanitised rich text (app/services/textes/rich_text.ts), for places
| that take no markup (titles). Plain string work, no DOMParser: the landing
| page is rendered on the server too (inertia/ssr.tsx) and must read the same in
| both. The sanitiser only writes the allowed tags and the entities &amp; &lt; &gt; &quot;.
*/
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decodeEntity(entity: string, name: string) {
  if (name[0] !== '#') return NAMED_ENTITIES[name] ?? entity
  const code =
    name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : entity
}

/** The text of sanitised HTML: tags and comments dropped, character references decoded, trimmed. */
export function plainText(html: string | null | undefined) {
  if (!html) return ''
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decodeEntity)
    .trim()
}
