import vine from '@vinejs/vine'
import { MODES_TELETRAVAIL, TYPES_CONTRAT } from '#models/offre'

/*
| The query string of the public job board (/emplois). Like the back-office
| lists, a bad value is ignored (readListQuery), never refused: the address
| was typed, shared or bookmarked.
*/
export const emploisQueryValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
  contrat: vine.enum(TYPES_CONTRAT).optional(),
  teletravail: vine.enum(MODES_TELETRAVAIL).optional(),
  lieu: vine.string().trim().maxLength(100).optional(),
  page: vine.number().withoutDecimals().min(1).max(10_000).optional(),
})
