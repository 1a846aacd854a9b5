import type { Data } from '@generated/data'
import type { ListPage } from './list'

/** A row of e-sidoor's « Envois en échec » (app/transformers/failed_mail_transformer.ts). */
export type FailedMailRow = Data.FailedMail

export type FailedMailKind = FailedMailRow['kind']
export type FailedMailStatus = FailedMailRow['status']

export type FailedMailsProps = {
  mails: ListPage<FailedMailRow>
  filters: { search: string | null; status: FailedMailStatus | null; kind: FailedMailKind | null }
  /** Every kind with its French label, for the « Type » filter. */
  kinds: { value: FailedMailKind; label: string }[]
  /** After how many hours a waiting mail is listed (WAITING_TOO_LONG). */
  waitingHours: number
}
