/*
| Demo contacts of docs/product.md §7, about 25 per demo pro, most of them at one of
| that pro's demo companies (DEMO_SOCIETES, matched by name), a few
| independent. Invented people; e-mails and towns follow their company.
*/
import type { Civilite, ContactStatut } from '#models/contact'
import { DEMO_SOCIETES } from '#database/demo/societes'
import { frenchPhone, slug } from '#database/demo/french_companies'

type DemoContact = {
  civilite: Civilite
  prenom: string
  nom: string
  email: string
  telephone: string | null
  mobile: string
  fonction: string
  /** The name of one of the owner's demo companies. */
  societe: string | null
  ville: string | null
  statut: ContactStatut
  notes: string | null
}

/** Someone at one of the owner's companies, or independent in a town. */
type Row = [
  [Civilite, string, string],
  string,
  { societe: string } | { ville: string },
  ContactStatut,
  string?,
]

/** A stable, made-up mobile number: the same person always gets the same one. */
function mobileOf(name: string) {
  let seed = 7
  for (const char of name) seed = (seed * 31 + char.charCodeAt(0)) % 100_000_000
  return frenchPhone(`0${6 + (seed % 2)}${String(seed).padStart(8, '0')}`)
}

function societeOf(owner: string, name: string) {
  const societe = DEMO_SOCIETES[owner].find((candidate) => candidate.nom === name)
  if (!societe) throw new Error(`No demo company "${name}" for ${owner}`)
  return societe
}

function contactsOf(owner: string, rows: Row[]): DemoContact[] {
  return rows.map(([[civilite, prenom, nom], fonction, where, statut, notes]) => {
    const societe = 'societe' in where ? societeOf(owner, where.societe) : null
    return {
      civilite,
      prenom,
      nom,
      email: `${slug(prenom)}.${slug(nom)}@${societe ? societe.email.split('@')[1] : 'gmail.com'}`,
      telephone: societe?.telephone ?? null,
      mobile: mobileOf(`${prenom} ${nom}`),
      fonction,
      societe: societe?.nom ?? null,
      ville: 'ville' in where ? where.ville : (societe?.ville ?? null),
      statut,
      notes: notes ? `<p>${notes}</p>` : null,
    }
  })
}

const NUMERIA = { societe: 'Numéria Conseil' }
const BATIROC = { societe: 'Batiroc Construction' }
const DARRIGADE = { societe: 'Vignobles Darrigade' }
const LOGIVIA = { societe: 'Logivia Transports' }
const LEMOINE = { societe: 'Atelier Lemoine' }
const HORIZON = { societe: 'Horizon Emploi' }

const OCELIA = { societe: 'Océlia Santé' }
const HEXAPLAN = { societe: 'Hexaplan Ingénierie' }
const CAP_HORIZON = { societe: 'Cap Horizon Voyages' }
const AGRIVERT = { societe: 'Agrivert Coopérative' }
const MISTRAL = { societe: 'Studio Mistral' }
const FOURNIER = { societe: 'Boulangerie Fournier' }

const LIGERIENNE = { societe: 'Ligérienne de Métallerie' }
const ARVEA = { societe: 'Arvéa Formation' }
const VITALIS = { societe: 'Vitalis Énergies' }
const GIRARD = { societe: 'Cabinet Girard & Associés' }
const PERRIN = { societe: 'Maison Perrin Traiteur' }
const SNS = { societe: 'Strasbourg Numérique Solidaire' }

export const DEMO_CONTACTS: Record<string, DemoContact[]> = {
  'pro@example.fr': contactsOf('pro@example.fr', [
    [
      ['Mme', 'Camille', 'Roussel'],
      'Directrice des ressources humaines',
      NUMERIA,
      'client',
      'Interlocutrice principale pour les <strong>stages de fin d’études</strong>.',
    ],
    [['M.', 'Julien', 'Marchand'], 'Directeur technique', NUMERIA, 'client'],
    [
      ['Mme', 'Sophie', 'Lambert'],
      'Chargée de recrutement',
      NUMERIA,
      'client',
      'Préfère être contactée le matin.',
    ],
    [['M.', 'Antoine', 'Caron'], 'Consultant senior', NUMERIA, 'partenaire'],
    [
      ['M.', 'Pierre', 'Guérin'],
      'Gérant',
      BATIROC,
      'prospect',
      'Intéressé par des alternants en conduite de travaux.',
    ],
    [['Mme', 'Nathalie', 'Perrot'], 'Responsable administrative', BATIROC, 'prospect'],
    [['M.', 'Mathieu', 'Barbier'], 'Conducteur de travaux', BATIROC, 'prospect'],
    [
      ['Mme', 'Isabelle', 'Darrigade'],
      'Directrice générale',
      DARRIGADE,
      'client',
      'Recrute chaque année pour les vendanges et la vente export.',
    ],
    [['M.', 'François', 'Labat'], 'Maître de chai', DARRIGADE, 'client'],
    [['Mme', 'Élodie', 'Castaing'], 'Responsable export', DARRIGADE, 'partenaire'],
    [['M.', 'Nicolas', 'Delattre'], 'Responsable d’exploitation', LOGIVIA, 'client'],
    [
      ['Mme', 'Laura', 'Vandamme'],
      'Chargée de recrutement',
      LOGIVIA,
      'client',
      'Besoin récurrent de caristes et d’agents de quai.',
    ],
    [['M.', 'Kévin', 'Lefebvre'], 'Responsable logistique', LOGIVIA, 'prospect'],
    [
      ['M.', 'Jean', 'Lemoine'],
      'Ébéniste, gérant',
      LEMOINE,
      'partenaire',
      'Accueille un apprenti chaque année.',
    ],
    [['Mme', 'Anne', 'Lemoine'], 'Gestion et comptabilité', LEMOINE, 'partenaire'],
    [
      ['Mme', 'Manon', 'Le Gall'],
      'Coordinatrice',
      HORIZON,
      'partenaire',
      'Ateliers CV communs deux fois par an.',
    ],
    [['M.', 'Yann', 'Le Bihan'], 'Président', HORIZON, 'partenaire'],
    [['Mme', 'Chloé', 'Tanguy'], 'Conseillère emploi', HORIZON, 'client'],
    [
      ['M.', 'Hugo', 'Fontaine'],
      'Directeur commercial',
      NUMERIA,
      'ancien',
      'A quitté l’entreprise en 2025.',
    ],
    [['Mme', 'Julie', 'Morel'], 'Assistante de direction', BATIROC, 'ancien'],
    [['M.', 'Thomas', 'Girard'], 'Consultant RH indépendant', { ville: 'Lyon' }, 'partenaire'],
    [['Mme', 'Claire', 'Benoît'], 'Coach en reconversion', { ville: 'Villeurbanne' }, 'prospect'],
    [['M.', 'Éric', 'Vidal'], 'Expert-comptable', { ville: 'Toulouse' }, 'prospect'],
    [['Mme', 'Sarah', 'Haddad'], 'Chargée de mission', { ville: 'Nantes' }, 'prospect'],
    [['M.', 'Lucas', 'Renaud'], 'Développeur freelance', { ville: 'Lyon' }, 'ancien'],
  ]),
  'pro2@example.fr': contactsOf('pro2@example.fr', [
    [
      ['Mme', 'Hélène', 'Rivière'],
      'Directrice des soins',
      OCELIA,
      'client',
      'Recrute des infirmiers diplômés d’État toute l’année.',
    ],
    [['M.', 'Damien', 'Collet'], 'Responsable des ressources humaines', OCELIA, 'client'],
    [['Mme', 'Amandine', 'Poulain'], 'Cadre de santé', OCELIA, 'prospect'],
    [
      ['M.', 'Olivier', 'Gauthier'],
      'Directeur technique',
      HEXAPLAN,
      'client',
      'Stages en automatisme : sujets envoyés en janvier.',
    ],
    [['Mme', 'Céline', 'Brunet'], 'Responsable du recrutement', HEXAPLAN, 'client'],
    [['M.', 'Romain', 'Lemaire'], 'Ingénieur méthodes', HEXAPLAN, 'partenaire'],
    [['M.', 'Sébastien', 'Arnaud'], 'Chef de projet', HEXAPLAN, 'prospect'],
    [
      ['Mme', 'Marion', 'Cazenave'],
      'Gérante',
      CAP_HORIZON,
      'prospect',
      'Cherche un alternant en commercialisation de voyages.',
    ],
    [['M.', 'Guillaume', 'Lafitte'], 'Conseiller voyages', CAP_HORIZON, 'prospect'],
    [['Mme', 'Audrey', 'Bonnet'], 'Responsable des adhérents', AGRIVERT, 'client'],
    [
      ['M.', 'Bernard', 'Chabert'],
      'Président',
      AGRIVERT,
      'partenaire',
      'Très attaché aux circuits courts.',
    ],
    [['M.', 'Florian', 'Reynaud'], 'Responsable commercial', AGRIVERT, 'client'],
    [['Mme', 'Pauline', 'Achard'], 'Chargée de communication', AGRIVERT, 'prospect'],
    [
      ['Mme', 'Inès', 'Benali'],
      'Directrice artistique',
      MISTRAL,
      'client',
      'Accueille des stagiaires en design graphique.',
    ],
    [['M.', 'Maxime', 'Roux'], 'Développeur web', MISTRAL, 'client'],
    [['M.', 'Alexandre', 'Giraud'], 'Fondateur', MISTRAL, 'partenaire'],
    [
      ['M.', 'Vincent', 'Fournier'],
      'Artisan boulanger',
      FOURNIER,
      'client',
      'Deux apprentis par an.',
    ],
    [['Mme', 'Émilie', 'Fournier'], 'Responsable de la boutique', FOURNIER, 'client'],
    [['M.', 'Stéphane', 'Masson'], 'Ancien directeur', OCELIA, 'ancien'],
    [['Mme', 'Laetitia', 'Perret'], 'Assistante de direction', HEXAPLAN, 'ancien'],
    [['M.', 'Arnaud', 'Dumas'], 'Consultant en recrutement', { ville: 'Marseille' }, 'partenaire'],
    [['Mme', 'Valérie', 'Leclerc'], 'Formatrice indépendante', { ville: 'Grenoble' }, 'prospect'],
    [['M.', 'Benoît', 'Chevallier'], 'Photographe', { ville: 'Lyon' }, 'prospect'],
    [['Mme', 'Aurélie', 'Fabre'], 'Juriste en droit social', { ville: 'Bordeaux' }, 'prospect'],
    [['M.', 'Quentin', 'Noël'], 'Chef d’entreprise', { ville: 'Lille' }, 'ancien'],
  ]),
  'lecteur@example.fr': contactsOf('lecteur@example.fr', [
    [
      ['M.', 'Patrick', 'Bouvier'],
      'Gérant',
      LIGERIENNE,
      'client',
      'Recrute des soudeurs et des métalliers en alternance.',
    ],
    [['Mme', 'Christine', 'Moulin'], 'Responsable administrative', LIGERIENNE, 'client'],
    [['M.', 'David', 'Charpentier'], 'Chef d’atelier', LIGERIENNE, 'prospect'],
    [
      ['Mme', 'Laure', 'Granier'],
      'Directrice pédagogique',
      ARVEA,
      'partenaire',
      'Partenariat pour les titres professionnels du numérique.',
    ],
    [['M.', 'Jérôme', 'Pujol'], 'Responsable des admissions', ARVEA, 'partenaire'],
    [['Mme', 'Mélanie', 'Combes'], 'Chargée de relations entreprises', ARVEA, 'client'],
    [
      ['M.', 'Frédéric', 'Klein'],
      'Directeur général',
      VITALIS,
      'client',
      'Projets photovoltaïques : besoin de techniciens de maintenance.',
    ],
    [['Mme', 'Sandrine', 'Weber'], 'Responsable des ressources humaines', VITALIS, 'client'],
    [['M.', 'Mathias', 'Schmitt'], 'Technicien de maintenance', VITALIS, 'prospect'],
    [
      ['M.', 'Marc', 'Girard'],
      'Avocat associé',
      GIRARD,
      'partenaire',
      'Conseil en droit social pour les contrats d’apprentissage.',
    ],
    [['Mme', 'Caroline', 'Roy'], 'Avocate', GIRARD, 'partenaire'],
    [['Mme', 'Agnès', 'Lebrun'], 'Assistante juridique', GIRARD, 'prospect'],
    [
      ['M.', 'Laurent', 'Perrin'],
      'Chef traiteur, gérant',
      PERRIN,
      'client',
      'Besoin de renforts pour la saison des mariages.',
    ],
    [['Mme', 'Delphine', 'Perrin'], 'Responsable des événements', PERRIN, 'client'],
    [['M.', 'Cédric', 'Faure'], 'Second de cuisine', PERRIN, 'prospect'],
    [
      ['Mme', 'Lucie', 'Muller'],
      'Coordinatrice des ateliers',
      SNS,
      'partenaire',
      'Ateliers d’inclusion numérique le mercredi.',
    ],
    [['M.', 'Théo', 'Meyer'], 'Bénévole, trésorier', SNS, 'partenaire'],
    [['Mme', 'Océane', 'Hoffmann'], 'Médiatrice numérique', SNS, 'client'],
    [['M.', 'Gilles', 'Marchal'], 'Ancien gérant', LIGERIENNE, 'ancien'],
    [['Mme', 'Virginie', 'Blanc'], 'Ancienne formatrice', ARVEA, 'ancien'],
    [['M.', 'Alain', 'Rolland'], 'Consultant en énergie', { ville: 'Strasbourg' }, 'prospect'],
    [['Mme', 'Corinne', 'Vasseur'], 'Expert-comptable', { ville: 'Dijon' }, 'partenaire'],
    [['M.', 'Fabien', 'Texier'], 'Formateur indépendant', { ville: 'Montpellier' }, 'prospect'],
    [['Mme', 'Estelle', 'Jacquet'], 'Chargée de recrutement', { ville: 'Tours' }, 'prospect'],
    [['M.', 'Rémi', 'Bailly'], 'Artisan serrurier', { ville: 'Tours' }, 'ancien'],
  ]),
}
