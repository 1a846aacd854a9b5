import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import { MODES_TELETRAVAIL, OFFRE_SORTS, OFFRE_STATUTS, TYPES_CONTRAT } from '#models/offre'
import { listQueryValidator } from '#validators/list_query'
import { frenchMessages } from '#validators/messages'
import {
  isPlainEmail,
  ownedSocieteIdRule,
  requiredRichTextRule,
  richTextRule,
  withWebScheme,
  recordIdRule,
} from '#validators/shared_rules'
import { messageNames } from '#catalogues/define'
import { offreCatalogue } from '#catalogues/offre'

/** Who is saving: the company and the référent must be theirs. */
type OffreMeta = { userId: number }

/** Far above any annual salary, well within an integer column. */
const SALAIRE_MAX = 10_000_000

/** Calendar days as a date input posts them, stored as Luxon dates. */
const DAY = { formats: ['YYYY-MM-DD'] }
/* VineJS runs a transform on an emptied (null) field too. */
const asDay = (date: Date | null) => (date ? DateTime.fromJSDate(date) : null)

/*
| A rule sees its siblings as they were sent (a form posts strings), so they
| are read leniently; a sibling that fails its own rule is simply not compared.
*/
function sibling(field: FieldContext, name: string): unknown {
  return (field.parent as Record<string, unknown>)[name]
}

/** The calendar day of a date value or of a YYYY-MM-DD string, or null. */
function isoDay(value: unknown) {
  if (value instanceof Date) return DateTime.fromJSDate(value).toISODate()
  if (DateTime.isDateTime(value)) return value.toISODate()
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  return DateTime.fromISO(value).toISODate()
}

/** A whole number, sent as a number or as digits, or null. */
function wholeNumber(value: unknown) {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null
}

/*
| One applies before starting: the deadline to apply falls on or before the
| start date (both optional; the same day is fine).
*/
const notAfterDateDebut = vine.createRule(
  (value, _options, field) => {
    const limite = isoDay(value)
    const debut = isoDay(sibling(field, 'dateDebut'))
    if (limite && debut && limite > debut) field.report('dateOrder', 'dateOrder', field)
  },
  { name: 'notAfterDateDebut' }
)

/* The top of the salary range cannot be below its bottom (both optional). */
const notBelowSalaireMin = vine.createRule(
  (value, _options, field) => {
    const min = wholeNumber(sibling(field, 'salaireMin'))
    if (typeof value === 'number' && min !== null && value < min) {
      field.report('salaireRange', 'salaireRange', field)
    }
  },
  { name: 'notBelowSalaireMin' }
)

/*
| The référent is a live contact of the caller's; when the offer's company is
| chosen, the contact works there or for no company at all.
*/
const referentContact = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'number') return
    const { userId } = field.meta as OffreMeta
    const contact = await db
      .from('contacts')
      .select('societe_id')
      .where('id', value)
      .where('user_id', userId)
      .whereNull('deleted_at')
      .first()
    if (!contact) return field.report('referentContact', 'referentContact', field)
    const societeId = wholeNumber(sibling(field, 'societeId'))
    if (contact.societe_id !== null && societeId !== null && contact.societe_id !== societeId) {
      field.report('referentSociete', 'referentSociete', field)
    }
  },
  { name: 'referentContact', isAsync: true }
)

/*
| Where candidates apply (the public page's "Postuler"): a web address
| (http or https) or a plain e-mail address (isPlainEmail: nothing a mailto:
| link would read as a header, such as "jobs?bcc=spy@corp.fr"), never
| anything a link could run. A web address typed without its scheme gets
| https:// (withWebScheme), as in every web address field.
*/
const candidatureAddress = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const web = withWebScheme(value)
    const isWeb = vine.helpers.isURL(web, {
      protocols: ['http', 'https'],
      require_protocol: true,
      require_valid_protocol: true,
    })
    if (isWeb && web.length <= 500) return field.mutate(web, field)
    if (!isPlainEmail(value)) field.report('candidature', 'candidature', field)
  },
  { name: 'candidatureAddress' }
)

const salaireRule = () => vine.number().withoutDecimals().positive().max(SALAIRE_MAX)

/*
| The statut is not a form field: it only moves through the workflow
| (app/services/offres/offre_workflow.ts). Optional fields accept null (an emptied
| input) and store it, so clearing a field on the edit form really clears it.
*/
export const offreValidator = vine.withMetaData<OffreMeta>().create({
  titre: vine.string().trim().minLength(1).maxLength(150),
  societeId: ownedSocieteIdRule(),
  contactId: vine
    .number()
    .withoutDecimals()
    .positive()
    .use(referentContact())
    .nullable()
    .optional(),
  typeContrat: vine.enum(TYPES_CONTRAT).nullable().optional(),
  lieu: vine.string().trim().maxLength(150).nullable().optional(),
  teletravail: vine
    .enum(MODES_TELETRAVAIL)
    .nullable()
    .optional()
    .transform((teletravail) => teletravail ?? 'aucun'),
  salaireMin: salaireRule().nullable().optional(),
  salaireMax: salaireRule().use(notBelowSalaireMin()).nullable().optional(),
  dateDebut: vine.date(DAY).transform(asDay).nullable().optional(),
  dateLimite: vine.date(DAY).use(notAfterDateDebut()).transform(asDay).nullable().optional(),
  description: requiredRichTextRule(),
  profil: richTextRule().nullable().optional(),
  candidature: vine.string().trim().maxLength(500).use(candidatureAddress()).nullable().optional(),
})

/* On this form the "titre" is the job title. */
offreValidator.messagesProvider = frenchMessages(messageNames(offreCatalogue))

/** The form's fields as validated: what creating or updating an offer takes. */
export type OffreData = Infer<typeof offreValidator>

export const offreListValidator = listQueryValidator(OFFRE_SORTS, {
  statut: vine.enum(OFFRE_STATUTS).optional(),
  typeContrat: vine.enum(TYPES_CONTRAT).optional(),
  /* Record ids, as in start/routes/matchers.ts. */
  societe: recordIdRule().optional(),
})

/** "Enregistrer et publier": the form asks to publish the offer once saved. */
export const publishIntentValidator = vine.create({ publier: vine.boolean().optional() })

/**
 * The offer form's `?societe=`: the société whose contacts the référent select offers
 * (the form reloads them when the société changes). Read leniently, as a list's query.
 */
export const offreFormQueryValidator = vine.create({ societe: recordIdRule().optional() })
