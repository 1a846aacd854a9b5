import { defineCatalogue } from '#records/define'

/*
| Everything the product knows about a text template's fields, said once
| (see app/records/contact.ts).
*/
export const texteModeleCatalogue = defineCatalogue({
  type: 'texte_modele',
  article: 'le texte',
  fields: {
    nom: { label: 'Nom du modèle', column: 'Nom', messageName: 'nom', searched: true },
    sujet: { label: 'Objet', searched: true },
    contenu: { label: 'Contenu', kind: 'rich' },
    partage: { label: 'Partagé', kind: 'flag' },
    updatedAt: { label: 'Modifié le', kind: 'instant' },
  },
})

export type TexteModeleField = keyof typeof texteModeleCatalogue.fields
