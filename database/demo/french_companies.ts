/*
| Material for realistic French companies in factories and demo data:
| towns with their postcodes and streets, sectors, names, valid SIRETs.
| All names are invented.
*/
import { luhnValid } from '#validators/shared_rules'

export const VILLES = [
  { ville: 'Lyon', codePostal: '69002', rues: ['rue de la République', 'quai Saint-Antoine'] },
  { ville: 'Nantes', codePostal: '44000', rues: ['quai de la Fosse', 'rue Crébillon'] },
  {
    ville: 'Bordeaux',
    codePostal: '33000',
    rues: ['cours de l’Intendance', 'rue Sainte-Catherine'],
  },
  { ville: 'Lille', codePostal: '59000', rues: ['rue Nationale', 'boulevard de la Liberté'] },
  { ville: 'Toulouse', codePostal: '31000', rues: ['rue des Filatiers', 'allées Jean-Jaurès'] },
  { ville: 'Marseille', codePostal: '13001', rues: ['rue Paradis', 'La Canebière'] },
  { ville: 'Rennes', codePostal: '35000', rues: ['rue Le Bastard', 'quai Lamartine'] },
  { ville: 'Strasbourg', codePostal: '67000', rues: ['quai des Bateliers', 'rue du Dôme'] },
  { ville: 'Montpellier', codePostal: '34000', rues: ['rue de la Loge', 'avenue de Toulouse'] },
  { ville: 'Grenoble', codePostal: '38000', rues: ['cours Jean-Jaurès', 'rue Félix-Poulat'] },
  { ville: 'Dijon', codePostal: '21000', rues: ['rue de la Liberté', 'rue Chabot-Charny'] },
  { ville: 'Tours', codePostal: '37000', rues: ['rue Nationale', 'boulevard Béranger'] },
] as const

export const SECTEURS = [
  'Informatique et services numériques',
  'Bâtiment et travaux publics',
  'Conseil en gestion',
  'Industrie agroalimentaire',
  'Commerce de détail',
  'Transport et logistique',
  'Santé et action sociale',
  'Hôtellerie et restauration',
  'Énergie et environnement',
  'Formation professionnelle',
  'Communication et marketing',
  'Banque et assurance',
] as const

export const NAME_PREFIXES = ['Atelier', 'Cabinet', 'Groupe', 'Maison', 'Établissements', 'Société']
export const FAMILY_NAMES = [
  'Martin',
  'Dubois',
  'Moreau',
  'Laurent',
  'Lefebvre',
  'Fournier',
  'Girard',
  'Bonnet',
  'Mercier',
  'Chevalier',
  'Lambert',
  'Faure',
]
export const BRANDS = ['Numéria', 'Logivia', 'Batiroc', 'Agrivert', 'Hexaplan', 'Océlia', 'Arvéa']
export const BRAND_SUFFIXES = ['Conseil', 'Solutions', 'Services', 'Ingénierie', 'Distribution']

/** `prefix` followed by the digit that makes the whole number pass the Luhn check. */
export function completeLuhn(prefix: string) {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnValid(`${prefix}${digit}`)) return `${prefix}${digit}`
  }
  throw new Error(`No Luhn digit for ${prefix}`)
}

/**
 * A well-formed SIRET from 8 SIREN digits and 4 establishment digits: both
 * the SIREN (9 digits) and the SIRET (14) carry a valid check digit.
 */
export function siretFrom(sirenBody: string, establishment: string) {
  return completeLuhn(`${completeLuhn(sirenBody)}${establishment}`)
}

/** "01 23 45 67 89" written from ten digits. */
export function frenchPhone(digits: string) {
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ')
}

/** "numeria-conseil" from "Numéria Conseil", for web and mail addresses. */
export function slug(name: string) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
