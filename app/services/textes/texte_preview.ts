/*
| A template's page renders it for real (docs/product.md §4 "texte shows a rendered
| preview"): with one of the caller's contacts and, optionally, one of their
| offers. Only the caller's own live records are offered or accepted, so a
| guessed id never shows another owner's data: it is ignored like any bad
| list filter.
*/
import Contact from '#models/contact'
import Offre from '#models/offre'
import type Texte from '#models/texte'
import type { TexteCategorie } from '#models/texte'
import type User from '#models/user'
import { sanitizeRichText } from '#services/textes/rich_text'
import { type PlaceholderValues, renderPlaceholders } from '#services/textes/placeholders'

/** What `choicesOf` needs of a contact or offer query. */
type ChoiceQuery<Self> = {
  preload(
    relation: 'societe',
    callback: (societe: { select(...columns: string[]): unknown }) => void
  ): Self
  apply(callback: (scopes: { ownedBy(owner: User): unknown; trash(): unknown }) => void): Self
}

/** A choice list shows the caller's live records only, each with its company's name. */
function choicesOf<Query extends ChoiceQuery<Query>>(query: Query, user: User) {
  return query
    .preload('societe', (societe) => societe.select('id', 'nom'))
    .apply((scopes) => {
      scopes.ownedBy(user)
      scopes.trash()
    })
}

/** The caller's live contacts by name, each with its company for `{{societe.nom}}`. */
export function contactChoices(user: User) {
  return choicesOf(Contact.query(), user)
    .select('contacts.id', 'contacts.prenom', 'contacts.nom', 'contacts.societe_id')
    .orderBy('contacts.nom', 'asc')
    .orderBy('contacts.prenom', 'asc')
    .orderBy('contacts.id', 'asc')
}

/** The caller's live offers, newest first, each with its company. */
export function offreChoices(user: User) {
  return choicesOf(Offre.query(), user)
    .select('offres.id', 'offres.reference', 'offres.titre', 'offres.societe_id')
    .orderBy('offres.created_at', 'desc')
    .orderBy('offres.id', 'desc')
}

/**
 * The contact and offer to render with. Without a valid `?contact=`, the first
 * contact stands in as the sample (docs/product.md §3 "renders it with a sample
 * contact"); without a valid `?offre=`, no offer.
 */
export function pickSelection(
  contacts: Contact[],
  offres: Offre[],
  query: { contact?: number; offre?: number }
) {
  return {
    contact: contacts.find((contact) => contact.id === query.contact) ?? contacts[0] ?? null,
    offre: offres.find((offre) => offre.id === query.offre) ?? null,
  }
}

/** Optional relations read as null when absent or not loaded. */
function nomOf(societe: { nom: string } | null | undefined) {
  return societe?.nom ?? null
}

/**
 * Placeholder values: the company is the offer's when one is chosen (the
 * letter is about that job), else the contact's.
 */
export function placeholderValues(
  user: User,
  contact: Contact | null,
  offre: Offre | null
): PlaceholderValues {
  return {
    'contact.prenom': contact?.prenom,
    'contact.nom': contact?.nom,
    'societe.nom': offre ? nomOf(offre.societe) : nomOf(contact?.societe),
    'offre.titre': offre?.titre,
    'offre.reference': offre?.reference,
    'user.name': user.fullName,
  }
}

/** The candidate a « Candidats » template's page shows it to (no real one is needed to read it). */
export const EXAMPLE_CANDIDAT = { prenom: 'Camille', nom: 'Martin' }

/**
 * What a template's page renders it with: a « Contacts » one with the chosen
 * contact and offer, a « Candidats » one with the example candidate and the
 * chosen offer (its company for `{{societe.nom}}`).
 */
export function previewValues(
  categorie: TexteCategorie,
  user: User,
  contact: Contact | null,
  offre: Offre | null
): PlaceholderValues {
  if (categorie === 'contacts') return placeholderValues(user, contact, offre)
  return {
    'candidat.prenom': EXAMPLE_CANDIDAT.prenom,
    'candidat.nom': EXAMPLE_CANDIDAT.nom,
    'societe.nom': nomOf(offre?.societe),
    'offre.titre': offre?.titre,
    'offre.reference': offre?.reference,
    'user.name': user.fullName,
  }
}

/**
 * The template with its placeholders filled in. The content's values are
 * escaped, then the whole is sanitised again: a value can never become
 * markup, nor a link the allow-list would refuse (`href="{{contact.nom}}"`).
 */
export function renderTexte(texte: Texte, values: PlaceholderValues) {
  return {
    sujet: renderPlaceholders(texte.sujet, values, { html: false }),
    contenu: sanitizeRichText(renderPlaceholders(texte.contenu, values, { html: true })),
  }
}
