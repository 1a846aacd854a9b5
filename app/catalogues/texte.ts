import type { TexteCategorie } from '#models/texte'
import { defineCatalogue } from '#catalogues/define'

/** Each category's name, as the form, the list and the reply box show it. */
export const TEXTE_CATEGORIE_LABELS: Record<TexteCategorie, string> = {
  contacts: 'Contacts',
  candidats: 'Candidats',
}

/*
| Everything the product knows about a text template's fields, said once
| (see app/catalogues/contact.ts).
*/
export const texteCatalogue = defineCatalogue({
  type: 'texte_modele',
  article: 'le texte',
  fields: {
    nom: { label: 'Nom du modèle', column: 'Nom', messageName: 'nom', searched: true },
    sujet: { label: 'Objet', searched: true },
    contenu: { label: 'Contenu', kind: 'rich' },
    categorie: { label: 'Catégorie', kind: 'choice', values: TEXTE_CATEGORIE_LABELS },
    partage: { label: 'Partagé', kind: 'flag' },
    updatedAt: { label: 'Modifié le', kind: 'instant' },
  },
})

export type TexteField = keyof typeof texteCatalogue.fields
