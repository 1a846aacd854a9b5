import type { OffreStatut, Teletravail } from '#models/offre'
import { defineCatalogue } from '#catalogues/define'

/*
| Everything the product knows about an offre's fields, said once (see
| app/catalogues/contact.ts).
*/

export const OFFRE_STATUT_LABELS: Record<OffreStatut, string> = {
  brouillon: 'Brouillon',
  publiee: 'Publiée',
  cloturee: 'Clôturée',
}

export const TELETRAVAIL_LABELS: Record<Teletravail, string> = {
  aucun: 'Sur site',
  partiel: 'Télétravail partiel',
  total: 'Télétravail total',
}

export const offreCatalogue = defineCatalogue({
  type: 'offre',
  article: 'l’offre',
  fields: {
    reference: { label: 'Référence', csv: true, searched: true },
    titre: { label: 'Intitulé du poste', column: 'Intitulé', csv: true, searched: true },
    societeId: {
      label: 'Société',
      kind: 'reference',
      references: 'societe',
      csv: true,
      searched: true,
    },
    contactId: { label: 'Contact référent', kind: 'reference', references: 'contact', csv: true },
    typeContrat: { label: 'Type de contrat', column: 'Contrat', csv: true },
    lieu: { label: 'Lieu', csv: true, searched: true },
    teletravail: { label: 'Télétravail', kind: 'choice', values: TELETRAVAIL_LABELS, csv: true },
    salaireMin: {
      label: 'Salaire annuel brut minimum (€)',
      messageName: 'salaire minimum',
      kind: 'number',
      csv: true,
    },
    salaireMax: {
      label: 'Salaire annuel brut maximum (€)',
      messageName: 'salaire maximum',
      kind: 'number',
      csv: true,
    },
    dateDebut: { label: 'Date de début', kind: 'day', csv: true },
    dateLimite: {
      label: 'Date limite de candidature',
      column: 'Date limite',
      kind: 'day',
      csv: true,
    },
    description: { label: 'Description du poste', kind: 'rich' },
    profil: { label: 'Profil recherché', kind: 'rich' },
    candidature: { label: 'Adresse de candidature' },
    statut: { label: 'Statut', kind: 'choice', values: OFFRE_STATUT_LABELS, csv: true },
    publishedAt: { label: 'Publiée le', kind: 'instant', csv: true },
    createdAt: { label: 'Créée le', kind: 'instant', csv: true },
  },
})

export type OffreField = keyof typeof offreCatalogue.fields
