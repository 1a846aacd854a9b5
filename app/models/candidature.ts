import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { Owned } from '#models/mixins/owned'
import { Searchable, searchTextIsStale } from '#models/mixins/searchable'
import { Tracked } from '#models/mixins/tracked'
import Offre from '#models/offre'
import { candidatureSearchText, SEARCHED } from '#models/search_text'

/** An application's path through the recruiter's hands, in order; the last two end it. */
export const CANDIDATURE_STATUTS = [
  'nouvelle',
  'en_cours',
  'entretien',
  'retenue',
  'refusee',
] as const
export type CandidatureStatut = (typeof CANDIDATURE_STATUTS)[number]

/** The CV types accepted, read from the file's bytes (never its name). */
export const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const

/**
 * A candidate's application to one of the owner's offers, sent from the
 * public job board (docs/product.md, "Candidatures"). `userId` is the
 * offer's owner. Statut and notes changes are kept in the history. Found by
 * the candidate's name and e-mail (the inbox, the header search, the palette).
 */
export default class Candidature extends compose(
  BaseModel,
  Owned,
  Searchable('candidatures'),
  /* The private notes are recorded as changed, never copied into the history. */
  Tracked('candidature', ['notes'])
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare offreId: number

  @column()
  declare prenom: string

  @column()
  declare nom: string

  @column()
  declare email: string

  @column()
  declare telephone: string | null

  @column()
  declare message: string | null

  /** The file's key on the drive (config/drive.ts): random, never the candidate's name. */
  @column({ serializeAs: null })
  declare cvKey: string

  /** The name the candidate's file had (shown, and offered on download). */
  @column()
  declare cvNom: string

  /** The type read from the bytes (CV_TYPES). */
  @column()
  declare cvType: string

  @column()
  declare cvTaille: number

  @column()
  declare statut: CandidatureStatut

  @column()
  declare notes: string | null

  @column.dateTime()
  declare consentAt: DateTime

  @belongsTo(() => Offre)
  declare offre: BelongsTo<typeof Offre>

  @beforeSave()
  static foldSearchText(candidature: Candidature) {
    candidature.email = candidature.email.trim().toLowerCase()
    if (searchTextIsStale(candidature, SEARCHED.candidature.all)) {
      candidature.searchText = candidatureSearchText(candidature)
    }
  }
}
