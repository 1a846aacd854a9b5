/*
| Placeholders of the text templates (docs/product.md §3): `{{contact.prenom}}` and the
| like, written in a template's sujet or contenu and replaced by the values
| of a chosen contact, offer and the signed-in user. The catalogue is closed:
| anything else between double braces is refused when the template is saved,
| so a typo never reaches a recipient as raw braces.
*/

/** Every placeholder a template may use, with the label the editor's menu shows. */
export const PLACEHOLDERS = {
  'contact.prenom': 'Prénom du contact',
  'contact.nom': 'Nom du contact',
  'societe.nom': 'Nom de la société',
  'offre.titre': "Intitulé de l'offre",
  'offre.reference': "Référence de l'offre",
  'user.name': 'Votre nom',
} as const

export type PlaceholderKey = keyof typeof PLACEHOLDERS

/** The values a template is rendered with; a missing one renders as nothing. */
export type PlaceholderValues = Partial<Record<PlaceholderKey, string | null>>

/** The catalogue as the create and edit pages receive it (in the menu's order). */
export function placeholderChoices() {
  return Object.entries(PLACEHOLDERS).map(([cle, label]) => ({
    cle,
    label,
    /* What the menu inserts at the cursor. */
    texte: `{{${cle}}}`,
  }))
}

/*
| `{{ … }}` with anything but braces inside. In rich text the inside may hold
| markup (a word made bold halfway) or non-breaking spaces: both are ignored
| when reading the name, so what the author sees is what counts.
*/
const PATTERN = /\{\{([^{}]*)\}\}/g

/** The name written between the braces, as the author sees it. */
function nameOf(inside: string) {
  return inside
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim()
}

function isKnown(name: string): name is PlaceholderKey {
  return Object.hasOwn(PLACEHOLDERS, name)
}

/** The unknown placeholders of `text`, each once, written `{{name}}`, in order of appearance. */
export function unknownPlaceholders(text: string | null | undefined): string[] {
  if (!text) return []
  const unknown = new Set<string>()
  for (const [, inside] of text.matchAll(PATTERN)) {
    const name = nameOf(inside)
    if (!isKnown(name)) unknown.add(`{{${name}}}`)
  }
  return [...unknown]
}

/** The known placeholders `text` uses, each once. */
export function usedPlaceholders(text: string | null | undefined): PlaceholderKey[] {
  if (!text) return []
  const used = new Set<PlaceholderKey>()
  for (const [, inside] of text.matchAll(PATTERN)) {
    const name = nameOf(inside)
    if (isKnown(name)) used.add(name)
  }
  return [...used]
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])
}

/**
 * `text` with each known placeholder replaced by its value ('' when missing).
 * With `html`, values are escaped first: a contact named `<b>x</b>` reads as
 * those characters, never as markup. Unknown placeholders are left as written
 * (a template saved before the catalogue shrank still shows them).
 */
export function renderPlaceholders(
  text: string | null | undefined,
  values: PlaceholderValues,
  { html }: { html: boolean }
): string {
  if (!text) return ''
  return text.replace(PATTERN, (match, inside: string) => {
    const name = nameOf(inside)
    if (!isKnown(name)) return match
    const value = values[name] ?? ''
    return html ? escapeHtml(value) : value
  })
}
