import type { ActiviteProps } from './activite'
import type { Data } from '@generated/data'
import type { ListFilters, ListPage, RecordRights } from './list'

export type SocieteChoice = Data.Societe.Variants['forChoice']
export type SocieteRow = Data.Societe.Variants['forList']
export type FormeJuridique = NonNullable<Data.Societe['formeJuridique']>

export type SocieteIndexProps = {
  societes: ListPage<SocieteRow>
  filters: ListFilters
  can: { create: boolean }
}

export type SocieteCreateProps = {
  can: { create: boolean }
  formesJuridiques: FormeJuridique[]
}

export type SocieteEditProps = {
  societe: Data.Societe
  can: RecordRights
  formesJuridiques: FormeJuridique[]
  activity: ActiviteProps
}

/** The first rows of a section of the société's page and how many there are in all. */
export type SocieteSection<Row> = { total: number; rows: Row[] }

export type SocieteShowProps = {
  societe: Data.Societe
  /** Its live contacts and offers; null for roles without the contacts module. */
  contacts: SocieteSection<Data.Contact.Variants['forList']> | null
  offres: SocieteSection<Data.Offre.Variants['forList']> | null
  /** `createRelated`: "Nouveau contact" and "Nouvelle offre" for this company. */
  can: RecordRights & { createRelated: boolean }
  activity: ActiviteProps
}
