/*
| Material for realistic French contacts in factories: first names by
| civilité, family names, job titles, mail domains. All people are invented.
*/
export const PRENOMS = {
  'Mme': ['Camille', 'Sophie', 'Julie', 'Claire', 'Nathalie', 'Isabelle', 'Manon', 'Léa', 'Chloé'],
  'M.': ['Thomas', 'Nicolas', 'Julien', 'Antoine', 'Pierre', 'Mathieu', 'Hugo', 'Lucas', 'Éric'],
} as const

export const NOMS = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'Roux',
  'Fournier',
  'Girard',
  'Bonnet',
  'Mercier',
] as const

export const FONCTIONS = [
  'Directrice des ressources humaines',
  'Responsable du recrutement',
  'Chargé de recrutement',
  'Gérant',
  'Directeur général',
  'Responsable administratif et financier',
  'Cheffe de projet',
  'Assistante de direction',
  'Responsable commercial',
  'Directeur technique',
] as const

export const MAIL_DOMAINS = ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'outlook.fr']
