import { defineCatalogue } from '#catalogues/define'

/*
| Everything the product knows about a société's fields, said once (see
| app/catalogues/contact.ts).
*/
export const societeCatalogue = defineCatalogue({
  type: 'societe',
  article: 'la société',
  fields: {
    nom: {
      label: 'Raison sociale',
      csv: true,
      fusion: true,
      searched: true,
      importAliases: [
        'raison sociale',
        'nom',
        'societe',
        'entreprise',
        'company',
        'company name',
        'name',
      ],
    },
    siret: {
      label: 'SIRET',
      csv: true,
      fusion: true,
      searched: true,
      importAliases: ['siret', 'numero siret', 'n siret', 'no siret'],
    },
    formeJuridique: {
      label: 'Forme juridique',
      column: 'Forme',
      csv: true,
      fusion: true,
      importAliases: ['forme juridique', 'legal form'],
    },
    secteur: {
      label: 'Secteur d’activité',
      column: 'Secteur',
      csv: true,
      fusion: true,
      importAliases: ['secteur', 'secteur d activite', 'activite', 'industry'],
    },
    adresse: {
      label: 'Adresse',
      fusion: true,
      importAliases: ['adresse', 'address', 'rue', 'street'],
    },
    codePostal: {
      label: 'Code postal',
      csv: true,
      fusion: true,
      importAliases: ['code postal', 'cp', 'postal code', 'zip', 'zip code'],
    },
    ville: {
      label: 'Ville',
      csv: true,
      fusion: true,
      searched: true,
      importAliases: ['ville', 'city', 'commune'],
    },
    pays: { label: 'Pays', csv: true, fusion: true, importAliases: ['pays', 'country'] },
    telephone: {
      label: 'Téléphone',
      csv: true,
      fusion: true,
      importAliases: ['telephone', 'tel', 'phone', 'standard'],
    },
    email: {
      label: 'Adresse e-mail',
      column: 'E-mail',
      csv: true,
      fusion: true,
      importAliases: ['email', 'e mail', 'mail', 'courriel', 'adresse e mail', 'adresse email'],
    },
    siteWeb: {
      label: 'Site web',
      csv: true,
      fusion: true,
      importAliases: ['site web', 'site', 'website', 'web', 'url', 'site internet'],
    },
    description: {
      label: 'Description',
      kind: 'rich',
      fusion: true,
      importAliases: ['description', 'notes', 'commentaire'],
    },
    createdAt: { label: 'Créée le', kind: 'instant', csv: true },
  },
})

export type SocieteField = keyof typeof societeCatalogue.fields
