/*
| Demo applications (docs/product.md §7, "Candidatures"): a few candidates
| on the published offers of two demo pros, at different steps of the
| pipeline, each with a small generated PDF CV (database/demo/cv_pdf.ts).
| Addresses are on example.org: nobody real is ever written to.
*/
import type { CandidatureStatut } from '#models/candidature'

export type DemoCandidature = {
  /** Which of the owner's published offers (by id order), from 0. */
  offre: number
  prenom: string
  nom: string
  telephone: string | null
  message: string | null
  statut: CandidatureStatut
  /** Days ago the application was sent. */
  daysAgo: number
  /** The CV's lines under the name. */
  cv: string[]
}

export const DEMO_CANDIDATURES: Record<string, DemoCandidature[]> = {
  'pro@example.fr': [
    {
      offre: 0,
      prenom: 'Inès',
      nom: 'Moreau',
      telephone: '06 12 34 56 78',
      message:
        'Bonjour,\n\nJe termine mon BTS en juin et votre offre correspond à ce que je cherche. Je suis disponible pour un entretien dès la semaine prochaine.\n\nInès Moreau',
      statut: 'nouvelle',
      daysAgo: 1,
      cv: ['BTS SIO, promotion 2026', 'Stage de 8 semaines en agence web', 'Anglais courant'],
    },
    {
      offre: 0,
      prenom: 'Karim',
      nom: 'Haddad',
      telephone: null,
      message: 'Vous trouverez mon CV ci-joint. Bien cordialement.',
      statut: 'entretien',
      daysAgo: 6,
      cv: ['Licence professionnelle, 2025', 'Alternance de deux ans', 'Permis B'],
    },
    {
      offre: 1,
      prenom: 'Sophie',
      nom: 'Lambert',
      telephone: '07 98 76 54 32',
      message: null,
      statut: 'en_cours',
      daysAgo: 3,
      cv: ['Bac pro, mention bien', 'Job d’été en logistique (3 étés)', 'CACES 1, 3 et 5'],
    },
    {
      offre: 1,
      prenom: 'Thomas',
      nom: 'Girard',
      telephone: null,
      message: 'Je souhaite vivement rejoindre votre équipe.',
      statut: 'refusee',
      daysAgo: 12,
      cv: ['Master 1 en cours', 'Projet tutoré : application mobile'],
    },
  ],
  'pro2@example.fr': [
    {
      offre: 0,
      prenom: 'Camille',
      nom: 'Fontaine',
      telephone: '06 55 44 33 22',
      message: 'Diplômée en juin, je serais ravie d’échanger avec vous sur ce poste.',
      statut: 'nouvelle',
      daysAgo: 2,
      cv: ['DUT GEA, 2026', 'Stage en cabinet comptable', 'Maîtrise d’Excel'],
    },
  ],
}
