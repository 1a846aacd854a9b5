import { candidatureCatalogue } from '#records/candidature'
import { contactCatalogue } from '#records/contact'
import { offreCatalogue } from '#records/offre'
import { societeCatalogue } from '#records/societe'
import { texteModeleCatalogue } from '#records/texte_modele'

/** Every record type's catalogue, by the type's name in the history. */
export const CATALOGUES = {
  contact: contactCatalogue,
  societe: societeCatalogue,
  offre: offreCatalogue,
  texte_modele: texteModeleCatalogue,
  candidature: candidatureCatalogue,
} as const

export type RecordType = keyof typeof CATALOGUES
