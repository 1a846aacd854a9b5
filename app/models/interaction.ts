import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { Owned } from '#models/mixins/owned'
import Contact from '#models/contact'
import Offre from '#models/offre'

/** Open follow-ups due on or before `day` (an ISO date), of live contacts, on any query of interactions. */
export function whereDueBy<Query extends ChainableContract>(query: Query, day: string) {
  query.whereNull('interactions.relance_faite_at')
  query.whereNotNull('interactions.relance_le')
  query.where('interactions.relance_le', '<=', day)
  query.whereExists((live) => {
    live
      .from('contacts')
      .whereColumn('contacts.id', 'interactions.contact_id')
      .whereNull('contacts.deleted_at')
  })
  return query
}

/** What happened with the contact (docs/product.md, "Activité"); `email_envoye` is sent by the app. */
export const INTERACTION_TYPES = [
  'appel',
  'email',
  'rendez_vous',
  'entretien',
  'note',
  'email_envoye',
] as const
export type InteractionType = (typeof INTERACTION_TYPES)[number]

/** The types a person logs by hand (an "e-mail envoyé" is logged by the app when it sends one). */
export const LOGGED_TYPES = ['appel', 'email', 'rendez_vous', 'entretien', 'note'] as const

/** A call, an e-mail, a meeting… with one of the owner's contacts, maybe about an offre. */
export default class Interaction extends compose(BaseModel, Owned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare contactId: number

  @column()
  declare offreId: number | null

  @column()
  declare type: InteractionType

  @column.dateTime()
  declare occurredAt: DateTime

  /** Sanitised HTML (app/services/textes/rich_text.ts). */
  @column()
  declare resume: string | null

  /** The subject of an e-mail sent from the app. */
  @column()
  declare sujet: string | null

  /** "Relancer le …": a calendar day, until the follow-up is marked done. */
  @column.date()
  declare relanceLe: DateTime | null

  @column.dateTime()
  declare relanceFaiteAt: DateTime | null

  /** An e-mail sent from the app: en_attente, envoye or echec (app/jobs/send_mail_job.ts), abandonne (« Envois en échec »); null otherwise and before the queue. */
  @column()
  declare mailStatus: 'en_attente' | 'envoye' | 'echec' | 'abandonne' | null

  /** How many times that e-mail was tried. */
  @column()
  declare mailAttempts: number | null

  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

  @belongsTo(() => Offre)
  declare offre: BelongsTo<typeof Offre>

  /** Open follow-ups due on or before `day` (an ISO date), of live contacts. */
  static dueBy = scope((query, userId: number, day: string) => {
    query.where('interactions.user_id', userId)
    whereDueBy(query, day)
  })
}
