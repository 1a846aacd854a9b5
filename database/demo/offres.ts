/*
| Demo offers of docs/product.md §7, eight per demo pro across the three statuts, each at
| one of that pro's demo companies (DEMO_SOCIETES, by name) with, mostly, a
| référent from that company (DEMO_CONTACTS, by "Prénom Nom"). Dates are
| counted in days from the day the seeder runs, so the offers online always
| have a deadline to come and the closed ones one that has passed.
*/
import { DateTime } from 'luxon'
import type { OffreStatut, Teletravail, TypeContrat } from '#models/offre'

/** Job titles for factories. */
export const INTITULES = [
  'Développeur full-stack',
  'Chargé de recrutement',
  'Assistant commercial',
  'Technicien de maintenance',
  'Comptable',
  'Chef de projet web',
  'Conducteur de travaux',
  'Infirmier diplômé d’État',
  'Graphiste',
  'Magasinier cariste',
]

export type DemoOffre = {
  titre: string
  /** The name of one of the owner's demo companies. */
  societe: string
  /** "Prénom Nom" of one of the owner's demo contacts at that company. */
  contact: string | null
  typeContrat: TypeContrat
  lieu: string
  teletravail: Teletravail
  salaire: [number, number] | null
  statut: OffreStatut
  /** Days from today: created (negative), start and deadline (on or before the start). */
  days: { created: number; debut: number | null; limite: number | null }
  description: string
  profil: string | null
}

type Row = [
  string,
  [string, string | null],
  [TypeContrat, string, Teletravail],
  [number, number] | null,
  OffreStatut,
  [number, number | null, number | null],
  string,
  string?,
]

function offresOf(rows: Row[]): DemoOffre[] {
  return rows.map(
    ([
      titre,
      [societe, contact],
      [typeContrat, lieu, teletravail],
      salaire,
      statut,
      days,
      ...texts
    ]) => ({
      titre,
      societe,
      contact,
      typeContrat,
      lieu,
      teletravail,
      salaire,
      statut,
      days: { created: days[0], debut: days[1], limite: days[2] },
      description: `<p>${texts[0]}</p>`,
      profil: texts[1] ? `<p>${texts[1]}</p>` : null,
    })
  )
}

export const DEMO_OFFRES: Record<string, DemoOffre[]> = {
  'pro@example.fr': offresOf([
    [
      'Développeur full-stack TypeScript',
      ['Numéria Conseil', 'Camille Roussel'],
      ['CDI', 'Lyon', 'partiel'],
      [42000, 50000],
      'publiee',
      [-20, 45, 25],
      'Vous concevez des applications web pour nos clients PME, de l’analyse du besoin à la mise en production, au sein d’une équipe de <strong>six développeurs</strong>.',
      'Trois ans d’expérience en TypeScript, goût du travail en équipe et du code testé.',
    ],
    [
      'Stage – Assistant chef de projet numérique',
      ['Numéria Conseil', 'Sophie Lambert'],
      ['Stage', 'Lyon', 'partiel'],
      [7200, 7200],
      'publiee',
      [-12, 50, 30],
      'Stage de six mois aux côtés d’un chef de projet : ateliers clients, rédaction des spécifications, suivi des recettes.',
      'École de commerce ou d’ingénieurs, dernière année.',
    ],
    [
      'Conducteur de travaux en alternance',
      ['Batiroc Construction', 'Pierre Guérin'],
      ['Alternance', 'Nantes', 'aucun'],
      null,
      'brouillon',
      [-3, 90, null],
      'Formation en alternance de deux ans : suivi des chantiers de rénovation tertiaire, relation avec les sous-traitants.',
      'BTS Bâtiment ou licence professionnelle en cours.',
    ],
    [
      'Chef d’équipe gros œuvre',
      ['Batiroc Construction', 'Nathalie Perrot'],
      ['CDD', 'Nantes', 'aucun'],
      [30000, 34000],
      'cloturee',
      [-120, -55, -75],
      'CDD de douze mois pour encadrer une équipe de cinq compagnons sur un chantier de bureaux.',
    ],
    [
      'Saisonnier vendanges',
      ['Vignobles Darrigade', 'François Labat'],
      ['CDD', 'Pessac', 'aucun'],
      [21000, 21000],
      'cloturee',
      [-200, -140, -160],
      'Vendanges manuelles sur les parcelles de Pessac-Léognan, logement possible sur la propriété.',
    ],
    [
      'Responsable export Asie',
      ['Vignobles Darrigade', 'Élodie Castaing'],
      ['CDI', 'Bordeaux', 'partiel'],
      [48000, 58000],
      'publiee',
      [-8, 60, 40],
      'Vous développez la distribution de nos vins au Japon et en Corée : salons, importateurs, suivi des commandes.',
      'Anglais courant, une expérience dans les vins et spiritueux est un plus.',
    ],
    [
      'Cariste – agent de quai',
      ['Logivia Transports', 'Laura Vandamme'],
      ['Intérim', 'Lille', 'aucun'],
      [23000, 25000],
      'brouillon',
      [-1, 30, 10],
      'Missions renouvelables sur notre plateforme de Lesquin : chargement, déchargement, préparation de commandes.',
      'CACES R489 catégorie 3 exigé.',
    ],
    [
      'Ébéniste restaurateur (freelance)',
      ['Atelier Lemoine', null],
      ['Freelance', 'Toulouse', 'aucun'],
      null,
      'brouillon',
      [-30, null, null],
      'Renfort ponctuel pour la restauration d’une collection de mobilier XVIIIe.',
    ],
  ]),
  'pro2@example.fr': offresOf([
    [
      'Infirmier diplômé d’État à domicile',
      ['Océlia Santé', 'Hélène Rivière'],
      ['CDI', 'Lyon', 'aucun'],
      [32000, 38000],
      'publiee',
      [-15, 40, 20],
      'Soins à domicile sur les 2e et 7e arrondissements, tournées organisées en binôme, véhicule fourni.',
      'Diplôme d’État infirmier, permis B.',
    ],
    [
      'Assistant ressources humaines en alternance',
      ['Océlia Santé', 'Damien Collet'],
      ['Alternance', 'Lyon', 'partiel'],
      null,
      'brouillon',
      [-2, 65, 45],
      'Recrutement, suivi administratif du personnel et préparation de la paie pour un réseau de cinq centres.',
    ],
    [
      'Stage – Ingénieur automatisme',
      ['Hexaplan Ingénierie', 'Olivier Gauthier'],
      ['Stage', 'Nantes', 'aucun'],
      [8400, 8400],
      'publiee',
      [-25, 35, 15],
      'Programmation d’automates pour un banc d’essai aéronautique, encadré par un ingénieur méthodes.',
      'Dernière année d’école d’ingénieurs, spécialité automatique.',
    ],
    [
      'Dessinateur-projeteur mécanique',
      ['Hexaplan Ingénierie', 'Céline Brunet'],
      ['CDI', 'Nantes', 'partiel'],
      [36000, 42000],
      'cloturee',
      [-150, -80, -100],
      'Conception 3D et mise en plan de sous-ensembles mécaniques.',
    ],
    [
      'Conseiller voyages d’affaires',
      ['Cap Horizon Voyages', 'Marion Cazenave'],
      ['CDD', 'Bordeaux', 'aucun'],
      [26000, 28000],
      'publiee',
      [-5, 32, 12],
      'Organisation des déplacements professionnels de nos clients : billets, hébergement, assistance.',
    ],
    [
      'Chargé de communication',
      ['Agrivert Coopérative', 'Audrey Bonnet'],
      ['CDI', 'Grenoble', 'partiel'],
      [30000, 35000],
      'brouillon',
      [-1, null, null],
      'Valorisation des circuits courts de la coopérative : site web, réseaux sociaux, événements.',
    ],
    [
      'Graphiste junior',
      ['Studio Mistral', 'Inès Benali'],
      ['Freelance', 'Marseille', 'total'],
      [28000, 32000],
      'cloturee',
      [-100, -30, -50],
      'Création d’identités visuelles et de supports imprimés pour les clients du studio.',
    ],
    [
      'Apprenti boulanger',
      ['Boulangerie Fournier', 'Vincent Fournier'],
      ['Alternance', 'Lille', 'aucun'],
      null,
      'publiee',
      [-10, 41, 21],
      'CAP boulanger en alternance dans une boulangerie artisanale du Vieux-Lille.',
      'Motivation, ponctualité, goût du travail manuel.',
    ],
  ]),
  'lecteur@example.fr': offresOf([
    [
      'Soudeur métallier en alternance',
      ['Ligérienne de Métallerie', 'Patrick Bouvier'],
      ['Alternance', 'Tours', 'aucun'],
      null,
      'publiee',
      [-14, 48, 28],
      'Fabrication et pose de charpentes métalliques et de garde-corps.',
      'CAP ou bac pro en préparation.',
    ],
    [
      'Chef d’atelier métallerie',
      ['Ligérienne de Métallerie', 'Christine Moulin'],
      ['CDI', 'Tours', 'aucun'],
      [34000, 40000],
      'cloturee',
      [-180, -110, -130],
      'Encadrement de l’atelier (huit personnes), planification et contrôle qualité.',
    ],
    [
      'Formateur développement web',
      ['Arvéa Formation', 'Laure Granier'],
      ['CDD', 'Montpellier', 'partiel'],
      [33000, 37000],
      'publiee',
      [-9, 38, 18],
      'Animation des sessions du titre professionnel Développeur web et web mobile.',
    ],
    [
      'Chargé des relations entreprises (stage)',
      ['Arvéa Formation', 'Mélanie Combes'],
      ['Stage', 'Montpellier', 'partiel'],
      [7200, 7200],
      'brouillon',
      [-2, 60, null],
      'Prospection d’entreprises d’accueil pour les apprenants en alternance.',
    ],
    [
      'Technicien de maintenance photovoltaïque',
      ['Vitalis Énergies', 'Sandrine Weber'],
      ['CDI', 'Strasbourg', 'aucun'],
      [30000, 36000],
      'publiee',
      [-6, 45, 25],
      'Maintenance préventive et curative de centrales solaires en Alsace.',
      'Habilitation électrique, permis B.',
    ],
    [
      'Juriste en droit social',
      ['Cabinet Girard & Associés', 'Marc Girard'],
      ['CDI', 'Dijon', 'partiel'],
      [40000, 48000],
      'brouillon',
      [-4, null, 30],
      'Conseil aux entreprises clientes en droit du travail et contrats d’apprentissage.',
    ],
    [
      'Commis de cuisine (saison des mariages)',
      ['Maison Perrin Traiteur', 'Laurent Perrin'],
      ['Intérim', 'Lyon', 'aucun'],
      [22000, 24000],
      'cloturee',
      [-90, -35, -55],
      'Préparation des réceptions du printemps et de l’été.',
    ],
    [
      'Médiateur numérique',
      ['Strasbourg Numérique Solidaire', null],
      ['CDD', 'Strasbourg', 'aucun'],
      [24000, 26000],
      'brouillon',
      [-1, 40, 20],
      'Ateliers d’inclusion numérique et accompagnement individuel des usagers.',
    ],
  ]),
  /* Waiting for the school's validation: a draft it cannot publish yet. */
  'attente@example.fr': offresOf([
    [
      'Designer UX/UI en alternance',
      ['Atelier Lumen Design', null],
      ['Alternance', 'Rennes', 'partiel'],
      null,
      'brouillon',
      [-1, 30, 21],
      'Recherche utilisateur, maquettes et prototypes pour les applications de nos clients.',
      'Formation en design numérique, bac +3 en préparation.',
    ],
  ]),
}

/**
 * A demo offer as the model's attributes, its dates counted from today. Where
 * its company has a web site, candidates apply on its "carrieres" page.
 */
export function offreAttributes(
  { societe: _societe, contact: _contact, salaire, days, ...offre }: DemoOffre,
  {
    siteWeb,
    ...ids
  }: { userId: number; societeId: number; contactId: number | null; siteWeb?: string | null }
) {
  const today = DateTime.now().startOf('day')
  const day = (count: number | null) => (count === null ? null : today.plus({ days: count }))
  const createdAt = DateTime.now().plus({ days: days.created })
  return {
    ...offre,
    ...ids,
    candidature: siteWeb ? `${siteWeb.replace(/\/+$/, '')}/carrieres` : null,
    salaireMin: salaire?.[0] ?? null,
    salaireMax: salaire?.[1] ?? null,
    dateDebut: day(days.debut),
    dateLimite: day(days.limite),
    createdAt,
    publishedAt: offre.statut === 'brouillon' ? null : createdAt.plus({ hours: 2 }),
    closedAt: offre.statut === 'cloturee' ? day(days.limite)!.plus({ days: 1, hours: 9 }) : null,
  }
}
