import type { CandidatureStatut } from '#models/candidature'
import { defineCatalogue } from '#catalogues/define'

/*
| Everything the product knows about an application's fields, said once
| (see app/catalogues/contact.ts). Applications come from the public job board
| (docs/product.md, "Candidatures"); the recruiter changes only the statut
| and the notes.
*/

export const CANDIDATURE_STATUT_LABELS: Record<CandidatureStatut, string> = {
  nouvelle: 'Nouvelle',
  en_cours: 'En cours d’examen',
  entretien: 'Entretien',
  retenue: 'Retenue',
  refusee: 'Refusée',
}

/**
 * The application form's honeypot: hidden from people (and from assistive
 * tech), filled by form-filling robots; a filled one is answered as a
 * success and nothing is kept.
 */
export const CANDIDATURE_HONEYPOT = 'site_web'

export const candidatureCatalogue = defineCatalogue({
  type: 'candidature',
  article: 'la candidature',
  fields: {
    prenom: { label: 'Prénom', searched: true },
    nom: { label: 'Nom', searched: true },
    email: { label: 'Adresse e-mail', messageName: 'adresse e-mail', searched: true },
    telephone: { label: 'Téléphone' },
    message: { label: 'Message' },
    cv: { label: 'CV', messageName: 'CV' },
    consentement: { label: 'Consentement', messageName: 'consentement' },
    statut: { label: 'Statut', kind: 'choice', values: CANDIDATURE_STATUT_LABELS },
    notes: { label: 'Notes privées', messageName: 'notes' },
    offreId: { label: 'Offre' },
  },
})
