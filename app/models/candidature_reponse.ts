import type { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import MailDelivery from '#models/mail_delivery'

/**
 * A reply sent to a candidate from their application's page
 * (docs/product.md, "Candidatures"): who, when, from which template, what it
 * said, and its delivery (whether it left). Shown in the application's
 * activity (app/services/activite/activite.ts).
 */
export default class CandidatureReponse extends BaseModel {
  static table = 'candidature_reponses'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare candidatureId: number

  /** Who sent it. */
  @column()
  declare userId: number

  /** The template it was written from; null once that template is deleted for good. */
  @column({ columnName: 'texte_modele_id' })
  declare texteId: number | null

  /** The template's name when it was sent. */
  @column()
  declare texteNom: string

  @column()
  declare sujet: string

  /** Sanitised HTML, as the mail carried it. */
  @column()
  declare contenu: string

  @column()
  declare mailDeliveryId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => MailDelivery)
  declare delivery: BelongsTo<typeof MailDelivery>
}
