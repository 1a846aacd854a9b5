/*
| Demo text templates of docs/product.md §7: the letters a recruiter sends every week,
| with placeholders (app/services/textes/placeholders.ts). Each demo pro
| gets the common « Contacts » ones; esi@ shares one with everybody. The
| « Candidats » ones are every account's (database/defaults/candidat_textes.ts).
*/
type DemoTexte = { nom: string; sujet: string; contenu: string; partage?: boolean }

const RELANCE: DemoTexte = {
  nom: 'Relance candidature',
  sujet: 'Votre candidature au poste de {{offre.titre}}',
  contenu:
    '<p>Bonjour {{contact.prenom}},</p>' +
    "<p>Je reviens vers vous au sujet de l'offre <strong>{{offre.titre}}</strong> (réf. {{offre.reference}}). " +
    'Avez-vous pu faire circuler l’annonce auprès de vos équipes ? Je reste disponible pour en parler.</p>' +
    '<p>Bien cordialement,<br>{{user.name}}</p>',
}

const PARTENARIAT: DemoTexte = {
  nom: 'Proposition de partenariat',
  sujet: 'Un partenariat entre {{societe.nom}} et notre école',
  contenu:
    '<p>Bonjour {{contact.prenom}},</p>' +
    "<p>Nous accompagnons chaque année des alternants et des stagiaires motivés. Accueillir l'un d'eux chez " +
    '<strong>{{societe.nom}}</strong> serait une belle occasion de renforcer vos équipes.</p>' +
    '<p>Seriez-vous disponible pour un échange de vingt minutes dans les prochains jours ?</p>' +
    '<p>Cordialement,<br>{{user.name}}</p>',
}

const REMERCIEMENT: DemoTexte = {
  nom: 'Remerciement après rendez-vous',
  sujet: 'Merci pour notre échange',
  contenu:
    '<p>Bonjour {{contact.prenom}},</p>' +
    '<p>Merci pour le temps que vous nous avez accordé aujourd’hui. Comme convenu, je vous envoie ' +
    'le récapitulatif de nos besoins pour {{societe.nom}} d’ici la fin de la semaine.</p>' +
    '<p>Très bonne journée,<br>{{user.name}}</p>',
}

const BIENVENUE: DemoTexte = {
  nom: 'Bienvenue sur e-sidoor',
  sujet: 'Bienvenue, {{contact.prenom}} !',
  contenu:
    '<p>Bonjour {{contact.prenom}},</p>' +
    "<p>L'équipe de l'école vous souhaite la bienvenue. Retrouvez vos offres, vos contacts et vos " +
    'sociétés dans votre espace, et n’hésitez pas à nous écrire pour toute question.</p>' +
    '<p>{{user.name}}, pour l’équipe e-sidoor</p>',
  partage: true,
}

/** Templates per demo account (by e-mail). */
export const DEMO_TEXTES: Record<string, DemoTexte[]> = {
  'esi@example.fr': [BIENVENUE],
  'pro@example.fr': [RELANCE, PARTENARIAT, REMERCIEMENT],
  'pro2@example.fr': [RELANCE, PARTENARIAT, REMERCIEMENT],
  'lecteur@example.fr': [RELANCE, PARTENARIAT, REMERCIEMENT],
}
