/*
| Hygiene of every text a request carries, applied once for the whole app
| (app/middleware/clean_input_middleware.ts) before any validator runs.
*/

/**
 * C0 controls but tab, LF and CR; DEL; C1 controls (NUL among them); the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which reorder what a reader sees (a name or a file name
 * shown reversed). The plain marks U+200E and U+200F stay: they only nudge
 * neutral characters and are typed in right-to-left names.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g
const LINE_BREAKS_AND_TABS = /[\t\r\n]+/g

/** Fields whose value may span lines (rich text and long texts). */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'profil',
  'notes',
  'contenu',
])

/** Secrets are never shown or stored as typed (hashed or compared): left as sent. */
const UNTOUCHED_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordConfirmation',
  'currentPassword',
  'token',
  '_csrf',
])

export function cleanText(value: string, multiline: boolean) {
  const stripped = value.replace(CONTROLS, '')
  return multiline ? stripped : stripped.replace(LINE_BREAKS_AND_TABS, ' ')
}

/** Cleans every string of a parsed body or query, at any depth, by its field name. */
export function cleanInput(value: unknown, field = ''): unknown {
  if (typeof value === 'string') {
    return UNTOUCHED_FIELDS.has(field) ? value : cleanText(value, MULTILINE_FIELDS.has(field))
  }
  if (Array.isArray(value)) return value.map((item) => cleanInput(item, field))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cleanInput(item, key)])
    )
  }
  return value
}
