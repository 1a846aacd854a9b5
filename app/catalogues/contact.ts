import type { ContactStatut } from '#models/contact'
import { defineCatalogue } from '#catalogues/define'

/*
| Everything the product knows about a contact's fields, said once: the
| forms, lists, CSV export, import, duplicates, merge, history and validation
| messages read it (docs/architecture.md, "Where to add a field").
*/

export const CONTACT_STATUT_LABELS: Record<ContactStatut, string> = {
  prospect: 'Prospect',
  client: 'Client',
  partenaire: 'Partenaire',
  ancien: 'Ancien',
}

export const contactCatalogue = defineCatalogue({
  type: 'contact',
  article: 'le contact',
  fields: {
    civilite: {
      label: 'Civilité',
      csv: true,
      fusion: true,
      importAliases: ['civilite', 'salutation', 'civility'],
    },
    prenom: {
      label: 'Prénom',
      csv: true,
      fusion: true,
      searched: true,
      importAliases: ['prenom', 'first name', 'firstname', 'given name'],
    },
    nom: {
      label: 'Nom',
      csv: true,
      fusion: true,
      searched: true,
      importAliases: ['nom', 'last name', 'lastname', 'surname', 'family name', 'nom de famille'],
    },
    email: {
      label: 'Adresse e-mail',
      column: 'E-mail',
      csv: true,
      fusion: true,
      searched: true,
      importAliases: [
        'email',
        'e mail',
        'mail',
        'courriel',
        'adresse e mail',
        'adresse email',
        'email address',
      ],
    },
    telephone: {
      label: 'Téléphone',
      csv: true,
      fusion: true,
      importAliases: [
        'telephone',
        'tel',
        'phone',
        'telephone fixe',
        'business phone',
        'work phone',
      ],
    },
    mobile: {
      label: 'Mobile',
      csv: true,
      fusion: true,
      importAliases: [
        'mobile',
        'portable',
        'cell',
        'mobile phone',
        'telephone mobile',
        'tel portable',
      ],
    },
    fonction: {
      label: 'Fonction',
      csv: true,
      fusion: true,
      importAliases: ['fonction', 'poste', 'job title', 'title'],
    },
    societeId: {
      label: 'Société',
      kind: 'reference',
      references: 'societe',
      csv: true,
      fusion: true,
      searched: true,
      importAliases: [
        'societe',
        'entreprise',
        'company',
        'organisation',
        'organization',
        'employeur',
      ],
    },
    ville: {
      label: 'Ville',
      csv: true,
      fusion: true,
      importAliases: ['ville', 'city', 'commune'],
    },
    statut: {
      label: 'Statut',
      kind: 'choice',
      values: CONTACT_STATUT_LABELS,
      csv: true,
      fusion: true,
      importAliases: ['statut', 'status'],
    },
    notes: {
      label: 'Notes',
      kind: 'rich',
      fusion: true,
      importAliases: ['notes', 'note', 'commentaire', 'commentaires', 'comments'],
    },
    createdAt: { label: 'Créé le', kind: 'instant', csv: true },
  },
})

export type ContactField = keyof typeof contactCatalogue.fields
