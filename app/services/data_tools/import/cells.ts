import { foldText } from '#models/search_text'
import { cleanText, MULTILINE_FIELDS } from '#services/platform/text_input'

/* How the import reads a cell: headers and names folded, SIRETs as digits, notes as rich text. */

/** A header or a name as compared: folded, punctuation as spaces ("N° SIRET" → "n siret"). */
export const headerKey = (header: string) =>
  foldText(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** A SIRET as stored: its digits. */
export const siretKey = (value: string | null) => (value ? value.replace(/\D/g, '') || null : null)

/** A cell as the clean-input middleware treats the form's field of that name; empty is null. */
export function cellValue(raw: string, field: string) {
  const value = cleanText(raw, MULTILINE_FIELDS.has(field)).trim()
  return value === '' ? null : value
}

/** A plain-text cell as the rich text of the notes: paragraphs, escaped. */
export function asRichText(text: string) {
  const escaped = text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  return escaped
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => `<p>${line}</p>`)
    .join('')
}
