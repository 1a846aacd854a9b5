import type { Data } from '@generated/data'
import type { ListPage } from './list'

/** A line of the user's own "Activité de sécurité" (profile). */
export type SecurityEventItem = Data.SecurityEvent

/** A row of e-sidoor's "Journal de sécurité": with the account and the admin who acted. */
export type SecurityLogRow = Data.SecurityEvent.Variants['forEsidoor']

export type SecurityEventKind = Data.SecurityEvent['kind']

export type SecurityLogProps = {
  events: ListPage<SecurityLogRow>
  filters: { search: string | null; kind: SecurityEventKind | null; user: number | null }
  /** The account of the `user` filter, named above the list (null: no filter, or deleted). */
  account: { id: number; name: string; email: string } | null
  /** Every kind with its French label, for the "Événement" filter. */
  kinds: { value: SecurityEventKind; label: string }[]
}
