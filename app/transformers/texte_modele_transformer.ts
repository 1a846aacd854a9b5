import type TexteModele from '#models/texte_modele'
import type { TexteSort } from '#models/texte_modele'
import type Contact from '#models/contact'
import type Offre from '#models/offre'
import type User from '#models/user'
import type { ListFilters, ListPage } from '#services/list_query'
import type { placeholderChoices } from '#services/template_placeholders'

/** Whose template it is, as the viewer reads it: theirs, or someone's shared one. */
function authorship(texte: TexteModele, viewer: User) {
  const mine = texte.userId === viewer.id
  /* An unloaded belongsTo reads as undefined. */
  const owner = texte.user as User | undefined
  return { mine, auteur: mine ? null : (owner?.fullName ?? null) }
}

/** A template in a list row (no content). */
export function serializeTexteRow(texte: TexteModele, viewer: User) {
  return {
    id: texte.id,
    nom: texte.nom,
    sujet: texte.sujet,
    partage: texte.partage,
    ...authorship(texte, viewer),
    updatedAt: (texte.updatedAt ?? texte.createdAt).toISO(),
    deletedAt: texte.deletedAt?.toISO() ?? null,
  }
}

/** A template on its page and form: the content as sanitised HTML with its placeholders. */
export function serializeTexte(texte: TexteModele, viewer: User) {
  return {
    ...serializeTexteRow(texte, viewer),
    contenu: texte.contenu,
    createdAt: texte.createdAt.toISO(),
  }
}

/** The columns a list row needs (with the owner key for the preload), so lists never load content. */
export const TEXTE_ROW_COLUMNS = [
  'texte_modeles.id',
  'texte_modeles.user_id',
  'texte_modeles.nom',
  'texte_modeles.sujet',
  'texte_modeles.partage',
  'texte_modeles.created_at',
  'texte_modeles.updated_at',
  'texte_modeles.deleted_at',
]

/** A contact of the preview picker. */
export function serializePreviewContact(contact: Contact) {
  const societe = contact.societe as { nom: string } | null | undefined
  return { id: contact.id, nomComplet: contact.nomComplet, societe: societe?.nom ?? null }
}

/** An offer of the preview picker. */
export function serializePreviewOffre(offre: Offre) {
  return { id: offre.id, reference: offre.reference, titre: offre.titre }
}

export type SerializedTexteRow = ReturnType<typeof serializeTexteRow>
export type SerializedTexte = ReturnType<typeof serializeTexte>
export type PlaceholderChoice = ReturnType<typeof placeholderChoices>[number]

export type TexteRights = { update: boolean; delete: boolean; restore: boolean }

/* Props of the template pages; the controller's render calls are checked against them. */
export type TexteIndexProps = {
  textes: ListPage<SerializedTexteRow>
  filters: ListFilters<TexteSort>
  can: { create: boolean }
}

export type TexteShowProps = {
  texte: SerializedTexte
  /** The template filled in: the subject as plain text, the content as sanitised HTML. */
  rendu: { sujet: string; contenu: string }
  contacts: ReturnType<typeof serializePreviewContact>[]
  offres: ReturnType<typeof serializePreviewOffre>[]
  /** What the preview uses (the first contact when none was chosen). */
  selection: { contact: number | null; offre: number | null }
  can: TexteRights
}

/** Choices of the shared template form: the placeholder menu, and the partage box for admins. */
type TexteFormChoices = { variables: PlaceholderChoice[] }

export type TexteCreateProps = TexteFormChoices & { can: { create: boolean; share: boolean } }

export type TexteEditProps = TexteFormChoices & {
  texte: SerializedTexte
  can: TexteRights & { share: boolean }
}
