/*
| Demo companies of docs/product.md §7, six per demo pro (the read-only one included,
| so "lecteur" has something to read). Invented names, valid SIRETs.
*/
import type { FormeJuridique } from '#models/societe'
import { siretFrom } from '#database/demo/french_companies'

type DemoSociete = {
  nom: string
  siret: string | null
  formeJuridique: FormeJuridique
  secteur: string
  adresse: string
  codePostal: string
  ville: string
  telephone: string
  email: string
  siteWeb: string | null
  description: string
}

const company = (
  nom: string,
  siren: [string, string] | null,
  formeJuridique: FormeJuridique,
  secteur: string,
  [adresse, codePostal, ville]: [string, string, string],
  [telephone, email, siteWeb]: [string, string, string | null],
  description: string
): DemoSociete => ({
  nom,
  siret: siren ? siretFrom(...siren) : null,
  formeJuridique,
  secteur,
  adresse,
  codePostal,
  ville,
  telephone,
  email,
  siteWeb,
  description: `<p>${description}</p>`,
})

export const DEMO_SOCIETES: Record<string, DemoSociete[]> = {
  'pro@example.fr': [
    company(
      'Numéria Conseil',
      ['81245637', '0021'],
      'SAS',
      'Informatique et services numériques',
      ['12 rue de la République', '69002', 'Lyon'],
      ['04 78 42 17 30', 'contact@numeria-conseil.fr', 'https://www.numeria-conseil.fr'],
      'Cabinet de conseil en <strong>transformation numérique</strong> pour les PME.'
    ),
    company(
      'Batiroc Construction',
      ['52318790', '0034'],
      'SARL',
      'Bâtiment et travaux publics',
      ['45 quai de la Fosse', '44000', 'Nantes'],
      ['02 40 35 62 18', 'accueil@batiroc.fr', 'https://www.batiroc.fr'],
      'Gros œuvre et rénovation de bâtiments tertiaires en Loire-Atlantique.'
    ),
    company(
      'Vignobles Darrigade',
      ['43920518', '0017'],
      'SA',
      'Viticulture',
      ['8 cours de l’Intendance', '33000', 'Bordeaux'],
      ['05 56 44 21 09', 'contact@vignobles-darrigade.fr', 'https://www.vignobles-darrigade.fr'],
      'Propriété familiale, 40 hectares en appellation Pessac-Léognan.'
    ),
    company(
      'Logivia Transports',
      ['79054123', '0045'],
      'SAS',
      'Transport et logistique',
      ['112 rue Nationale', '59000', 'Lille'],
      ['03 20 55 41 87', 'exploitation@logivia.fr', 'https://www.logivia.fr'],
      'Transport routier de marchandises et entreposage pour la région Hauts-de-France.'
    ),
    company(
      'Atelier Lemoine',
      ['88412365', '0019'],
      'EURL',
      'Artisanat d’art',
      ['3 rue des Filatiers', '31000', 'Toulouse'],
      ['05 61 22 48 90', 'atelier@lemoine-ebenisterie.fr', null],
      'Ébénisterie et restauration de mobilier ancien.'
    ),
    company(
      'Horizon Emploi',
      null,
      'Association',
      'Insertion professionnelle',
      ['27 boulevard de la Liberté', '35000', 'Rennes'],
      ['02 99 31 07 64', 'bonjour@horizon-emploi.org', 'https://www.horizon-emploi.org'],
      'Association d’accompagnement vers l’emploi des jeunes diplômés.'
    ),
  ],
  'pro2@example.fr': [
    company(
      'Océlia Santé',
      ['84127396', '0028'],
      'SAS',
      'Santé et action sociale',
      ['5 place Bellecour', '69002', 'Lyon'],
      ['04 72 40 18 55', 'recrutement@ocelia-sante.fr', 'https://www.ocelia-sante.fr'],
      'Réseau de centres de soins infirmiers à domicile.'
    ),
    company(
      'Hexaplan Ingénierie',
      ['49281736', '0052'],
      'SA',
      'Ingénierie industrielle',
      ['18 rue Crébillon', '44000', 'Nantes'],
      ['02 51 84 30 12', 'contact@hexaplan.fr', 'https://www.hexaplan.fr'],
      'Bureau d’études en mécanique et automatisme pour l’aéronautique.'
    ),
    company(
      'Cap Horizon Voyages',
      ['53019284', '0011'],
      'SARL',
      'Tourisme',
      ['60 rue Sainte-Catherine', '33000', 'Bordeaux'],
      ['05 57 14 62 03', 'agence@caphorizon-voyages.fr', 'https://www.caphorizon-voyages.fr'],
      'Agence de voyages spécialisée dans les séjours d’affaires.'
    ),
    company(
      'Agrivert Coopérative',
      ['77530481', '0026'],
      'Autre',
      'Agriculture',
      ['2 cours Jean-Jaurès', '38000', 'Grenoble'],
      ['04 76 51 23 48', 'contact@agrivert.coop', 'https://www.agrivert.coop'],
      'Coopérative agricole de l’Isère : céréales, noix et circuits courts.'
    ),
    company(
      'Studio Mistral',
      ['90184527', '0013'],
      'SASU',
      'Communication et marketing',
      ['14 rue Paradis', '13001', 'Marseille'],
      ['04 91 33 70 26', 'hello@studio-mistral.fr', 'https://www.studio-mistral.fr'],
      'Studio de design graphique et de création de sites web.'
    ),
    company(
      'Boulangerie Fournier',
      ['85236014', '0010'],
      'EI',
      'Commerce de détail alimentaire',
      ['9 rue de la Monnaie', '59000', 'Lille'],
      ['03 20 06 52 71', 'boulangerie.fournier@orange.fr', null],
      'Boulangerie-pâtisserie artisanale du Vieux-Lille.'
    ),
  ],
  'lecteur@example.fr': [
    company(
      'Ligérienne de Métallerie',
      ['51873042', '0035'],
      'SARL',
      'Industrie métallurgique',
      ['33 rue Nationale', '37000', 'Tours'],
      [
        '02 47 05 38 91',
        'contact@ligerienne-metallerie.fr',
        'https://www.ligerienne-metallerie.fr',
      ],
      'Métallerie, serrurerie et charpente métallique.'
    ),
    company(
      'Arvéa Formation',
      ['82961457', '0024'],
      'SAS',
      'Formation professionnelle',
      ['7 rue de la Loge', '34000', 'Montpellier'],
      ['04 67 60 21 84', 'formation@arvea.fr', 'https://www.arvea.fr'],
      'Organisme de formation certifié aux métiers du numérique.'
    ),
    company(
      'Vitalis Énergies',
      ['48236915', '0041'],
      'SA',
      'Énergie et environnement',
      ['21 rue du Dôme', '67000', 'Strasbourg'],
      ['03 88 32 15 67', 'contact@vitalis-energies.fr', 'https://www.vitalis-energies.fr'],
      'Installation et maintenance de centrales photovoltaïques.'
    ),
    company(
      'Cabinet Girard & Associés',
      ['44170258', '0016'],
      'Autre',
      'Conseil juridique',
      ['10 rue de la Liberté', '21000', 'Dijon'],
      ['03 80 30 44 12', 'cabinet@girard-avocats.fr', 'https://www.girard-avocats.fr'],
      'Société d’avocats en droit social et droit des affaires.'
    ),
    company(
      'Maison Perrin Traiteur',
      ['87402316', '0012'],
      'EURL',
      'Hôtellerie et restauration',
      ['4 rue Mercière', '69002', 'Lyon'],
      ['04 78 37 22 05', 'commandes@perrin-traiteur.fr', 'https://www.perrin-traiteur.fr'],
      'Traiteur pour les réceptions et les séminaires d’entreprise.'
    ),
    company(
      'Strasbourg Numérique Solidaire',
      null,
      'Association',
      'Économie sociale et solidaire',
      ['12 quai des Bateliers', '67000', 'Strasbourg'],
      ['03 88 24 61 90', 'contact@sns-asso.org', null],
      'Reconditionnement d’ordinateurs et ateliers d’inclusion numérique.'
    ),
  ],
  /* The demo account waiting for the school's validation (e-sidoor's "Employeurs à valider"). */
  'attente@example.fr': [
    company(
      'Atelier Lumen Design',
      ['91534826', '0017'],
      'SAS',
      'Communication et marketing',
      ['8 rue Le Bastard', '35000', 'Rennes'],
      ['02 99 78 45 12', 'bonjour@lumen-design.fr', 'https://www.lumen-design.fr'],
      'Studio de design d’interfaces pour les applications web et mobiles.'
    ),
  ],
}
