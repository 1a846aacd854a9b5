/*
| The three « Candidats » text templates every account has (docs/product.md,
| "Candidatures"): given to a new account when it is created
| (app/services/textes/candidat_textes.ts) and to the accounts that existed
| before them by migration 0311. Written with the candidate's placeholders
| (app/services/textes/placeholders.ts); the reply box of an
| application pre-selects one by its statut (app/services/candidatures/reponses.ts).
*/

export const ACKNOWLEDGEMENT = 'Accusé de réception'
export const INTERVIEW_INVITATION = 'Invitation à un entretien'
export const REFUSAL = 'Réponse négative'

export type CandidatTexte = { nom: string; sujet: string; contenu: string }

export const CANDIDAT_TEXTES: readonly CandidatTexte[] = [
  {
    nom: ACKNOWLEDGEMENT,
    sujet: 'Votre candidature au poste de {{offre.titre}}',
    contenu:
      '<p>Bonjour {{candidat.prenom}},</p>' +
      '<p>Nous avons bien reçu votre candidature au poste de <strong>{{offre.titre}}</strong> ' +
      '(réf. {{offre.reference}}) chez {{societe.nom}}, et nous vous en remercions.</p>' +
      '<p>Nous l’étudions avec attention et reviendrons vers vous dès que possible.</p>' +
      '<p>Bien cordialement,<br />{{user.name}}</p>',
  },
  {
    nom: INTERVIEW_INVITATION,
    sujet: 'Invitation à un entretien – {{offre.titre}}',
    contenu:
      '<p>Bonjour {{candidat.prenom}} {{candidat.nom}},</p>' +
      '<p>Votre candidature au poste de <strong>{{offre.titre}}</strong> a retenu notre attention ' +
      'et nous serions heureux de vous rencontrer pour un entretien.</p>' +
      '<p>Pourriez-vous nous indiquer vos disponibilités pour les prochains jours ? ' +
      'Il vous suffit de répondre à cet e-mail.</p>' +
      '<p>Au plaisir d’échanger avec vous,<br />{{user.name}}, {{societe.nom}}</p>',
  },
  {
    nom: REFUSAL,
    sujet: 'Suite à votre candidature au poste de {{offre.titre}}',
    contenu:
      '<p>Bonjour {{candidat.prenom}},</p>' +
      '<p>Nous vous remercions de l’intérêt que vous portez à {{societe.nom}} et au poste de ' +
      '<strong>{{offre.titre}}</strong>. Après une étude attentive de votre candidature, nous ne ' +
      'sommes pas en mesure d’y donner une suite favorable.</p>' +
      '<p>Nous vous souhaitons pleine réussite dans vos recherches.</p>' +
      '<p>Bien cordialement,<br />{{user.name}}</p>',
  },
]
