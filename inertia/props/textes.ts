import type { Data } from '@generated/data'
import type { ListFilters, ListPage, RecordRights } from './list'

export type TexteRow = Data.Texte.Variants['forList']
export type Texte = Data.Texte
export type TexteCategorie = Data.Texte['categorie']

/** One entry of the placeholder menu: `texte` is what it inserts at the cursor. */
export type PlaceholderChoice = { cle: string; label: string; texte: string }

export type TexteIndexProps = {
  textes: ListPage<TexteRow>
  filters: ListFilters
  can: { create: boolean }
}

export type TexteShowProps = {
  texte: Data.Texte
  /** The template filled in: the subject as plain text, the content as sanitised HTML. */
  rendu: { sujet: string; contenu: string }
  contacts: Data.Contact.Variants['forTextePreview'][]
  offres: Data.Offre.Variants['forTextePreview'][]
  /** What the preview uses (the first contact when none was chosen). */
  selection: { contact: number | null; offre: number | null }
  can: RecordRights & { send: boolean }
}

/** Choices of the shared template form: each category's placeholder menu, and the partage box for admins. */
type TexteFormChoices = { variables: Record<TexteCategorie, PlaceholderChoice[]> }

export type TexteCreateProps = TexteFormChoices & {
  /** The category the new template starts in (`?categorie=`). */
  categorie: TexteCategorie
  can: { create: boolean; share: boolean }
}

export type TexteEditProps = TexteFormChoices & {
  texte: Data.Texte
  can: RecordRights & { share: boolean }
}
