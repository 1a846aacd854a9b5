import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { LOGGED_TYPES } from '#models/interaction'
import { REFERENCE_ZONE } from '#models/offre_reference'
import { richTextRule } from '#validators/shared_rules'

/** Who is saving: the offre must be one of theirs. */
type InteractionMeta = { userId: number }

/** A date-time input's value ("2026-11-25T14:30"), read as French time. */
const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

const atMinute = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !DateTime.fromISO(value, { zone: REFERENCE_ZONE }).isValid) {
    field.report('La date et l’heure ne sont pas valides.', 'interaction_date', field)
  }
})

const onDay = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !DateTime.fromISO(value).isValid) {
    field.report('La date n’est pas valide.', 'interaction_date', field)
  }
})

/*
| An interaction logged on a contact (docs/product.md, "Activité"). The
| contact comes from the route; the offre, when given, must be one of the
| caller's; the summary is sanitised like every rich text.
*/
export const interactionValidator = vine.withMetaData<InteractionMeta>().create({
  type: vine.enum(LOGGED_TYPES),
  occurredAt: vine
    .string()
    .trim()
    .regex(MINUTE)
    .use(atMinute())
    /* Stored in the server's zone, as Lucid writes every date-time (SQLite keeps no offset). */
    .transform((value) => DateTime.fromISO(value, { zone: REFERENCE_ZONE }).toLocal()),
  resume: richTextRule().nullable().optional(),
  offreId: vine
    .number()
    .withoutDecimals()
    .positive()
    .exists(async (db, value, field) => {
      const { userId } = field.meta as InteractionMeta
      const offre = await db
        .from('offres')
        .where('id', value)
        .where('user_id', userId)
        .whereNull('deleted_at')
        .first()
      return Boolean(offre)
    })
    .nullable()
    .optional(),
  relanceLe: vine
    .string()
    .trim()
    .regex(DAY)
    .use(onDay())
    /* VineJS runs a transform on an emptied (null) field too. */
    .transform((value: string | null) =>
      value ? DateTime.fromISO(value, { zone: REFERENCE_ZONE }) : null
    )
    .nullable()
    .optional(),
})

/** The kinds a timeline may be narrowed to (`?type=`). */
export const ACTIVITE_KINDS = ['modifications', ...LOGGED_TYPES, 'email_envoye'] as const

export const activiteQueryValidator = vine.create({
  type: vine.enum(ACTIVITE_KINDS).optional(),
  /* The last entry shown: "Voir plus" asks for what comes before it. */
  avant: vine
    .string()
    .regex(/^\d{13}\.[ai]\.\d{1,10}$/)
    .optional(),
})
