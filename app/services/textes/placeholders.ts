import type { TexteCategorie } from '#models/texte'

/*
| Placeholders of the text templates (docs/product.md §3): `{{contact.prenom}}` and the
| like, written in a template's sujet or contenu and replaced by the values
| of a chosen contact or candidate, offer and the signed-in user. Each
| category of template has its own closed set: a « Contacts » template is
| written for a contact, a « Candidats » one for the candidate of an
| application. Anything else between double braces is refused when the
| template is saved, so a typo (or a contact's name in a reply to a
| candidate) never reaches a recipient as raw braces or as an empty name.
*/

/** Every placeholder a template may use, with the label the editor's menu shows. */
export const PLACEHOLDERS = {
  'contact.prenom': 'Prénom du contact',
  'contact.nom': 'Nom du contact',
  'candidat.prenom': 'Prénom du candidat',
  'candidat.nom': 'Nom du candidat',
  'societe.nom': 'Nom de la société',
  'offre.titre': "Intitulé de l'offre",
  'offre.reference': "Référence de l'offre",
  'user.name': 'Votre nom',
} as const

export type PlaceholderKey = keyof typeof PLACEHOLDERS

/** The placeholders of each category, in the menu's order. */
export const CATEGORIE_PLACEHOLDERS: Record<TexteCategorie, readonly PlaceholderKey[]> = {
  contacts: [
    'contact.prenom',
    'contact.nom',
    'societe.nom',
    'offre.titre',
    'offre.reference',
    'user.name',
  ],
  candidats: [
    'candidat.prenom',
    'candidat.nom',
    'offre.titre',
    'offre.reference',
    'societe.nom',
    'user.name',
  ],
}

/** The values a template is rendered with; a missing one renders as nothing. */
export type PlaceholderValues = Partial<Record<PlaceholderKey, string | null>>

/** One category's placeholders as the create and edit pages receive them (in the menu's order). */
export function placeholderChoices(categorie: TexteCategorie = 'contacts') {
  return CATEGORIE_PLACEHOLDERS[categorie].map((cle) => ({
    cle,
    label: PLACEHOLDERS[cle],
    /* What the menu inserts at the cursor. */
    texte: `{{${cle}}}`,
  }))
}

/** Every category's menu, for the form whose category may change. */
export function placeholderChoicesByCategorie() {
  return {
    contacts: placeholderChoices('contacts'),
    candidats: placeholderChoices('candidats'),
  }
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

/**
 * The placeholders of `text` a template of `categorie` may not use, each
 * once, written `{{name}}`, in order of appearance: `unknown` exist in no
 * category, `misplaced` belong to another one (a contact's name in a
 * « Candidats » template).
 */
export function invalidPlaceholders(
  text: string | null | undefined,
  categorie: TexteCategorie = 'contacts'
) {
  const unknown = new Set<string>()
  const misplaced = new Set<string>()
  if (!text) return { unknown: [], misplaced: [] }
  const allowed = CATEGORIE_PLACEHOLDERS[categorie]
  for (const [, inside] of text.matchAll(PATTERN)) {
    const name = nameOf(inside)
    if (!isKnown(name)) unknown.add(`{{${name}}}`)
    else if (!allowed.includes(name)) misplaced.add(`{{${name}}}`)
  }
  return { unknown: [...unknown], misplaced: [...misplaced] }
}

/** The placeholders of `text` that exist in no category, each once, written `{{name}}`, in order. */
export function unknownPlaceholders(text: string | null | undefined): string[] {
  return invalidPlaceholders(text).unknown
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
