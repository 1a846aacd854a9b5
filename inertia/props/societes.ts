import type { ActivityProps } from './activity'
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
  activity: ActivityProps
}
