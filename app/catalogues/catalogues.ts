import { candidatureCatalogue } from '#catalogues/candidature'
import { contactCatalogue } from '#catalogues/contact'
import { offreCatalogue } from '#catalogues/offre'
import { societeCatalogue } from '#catalogues/societe'
import { texteCatalogue } from '#catalogues/texte'

/** Every record type's catalogue, by the type's name in the history. */
export const CATALOGUES = {
  contact: contactCatalogue,
  societe: societeCatalogue,
  offre: offreCatalogue,
  texte_modele: texteCatalogue,
  candidature: candidatureCatalogue,
} as const

export type RecordType = keyof typeof CATALOGUES
