import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { TEXTE_CATEGORIES, TEXTE_SORTS, type TexteCategorie } from '#models/texte'
import { listQueryValidator } from '#validators/list_query'
import { frenchMessages } from '#validators/messages'
import db from '@adonisjs/lucid/services/db'
import { RICH_TEXT_MAX_LENGTH, recordIdRule } from '#validators/shared_rules'
import { sanitizeRichText } from '#services/textes/rich_text'
import { invalidPlaceholders } from '#services/textes/placeholders'
import { messageNames } from '#catalogues/define'
import { TEXTE_CATEGORIE_LABELS, texteCatalogue } from '#catalogues/texte'

/**
 * Who is saving, which template when editing (so it does not clash with
 * itself), and its category as stored (a form without `categorie` keeps it).
 */
type TexteMeta = { userId: number; texteId?: number; categorie?: TexteCategorie }

/** The category the saved template will have: the form's, else the stored one, else « Contacts ». */
function categorieOf(field: FieldContext): TexteCategorie {
  const sent = (field.parent as Record<string, unknown>)?.categorie
  const known = TEXTE_CATEGORIES.find((categorie) => categorie === sent)
  return known ?? (field.meta as TexteMeta).categorie ?? 'contacts'
}

/**
 * Reports the placeholders of `text` its category may not use, naming each
 * one: those of no category, else those of the other one (a contact's name
 * in a reply to a candidate would reach them empty).
 */
function reportUnknown(text: string, field: FieldContext) {
  const categorie = categorieOf(field)
  const { unknown, misplaced } = invalidPlaceholders(text, categorie)
  if (unknown.length > 0) {
    const rule = unknown.length === 1 ? 'unknownPlaceholder' : 'unknownPlaceholders'
    field.report('Variable inconnue : {{ variables }}', rule, field, {
      variables: unknown.join(', '),
    })
  } else if (misplaced.length > 0) {
    const rule = misplaced.length === 1 ? 'misplacedPlaceholder' : 'misplacedPlaceholders'
    field.report('Variable d’une autre catégorie : {{ variables }}', rule, field, {
      variables: misplaced.join(', '),
      categorie: TEXTE_CATEGORIE_LABELS[categorie],
    })
  }
}

/* The subject is plain text: its placeholders are checked as written. */
const knownPlaceholders = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string') reportUnknown(value, field)
  },
  { name: 'knownPlaceholders' }
)

/* The content is checked as it will be stored: what the sanitiser drops cannot be a typo. */
const knownRichTextPlaceholders = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string') reportUnknown(sanitizeRichText(value), field)
  },
  { name: 'knownPlaceholders' }
)

/* Among the owner's live templates, any case: trashed ones keep their names out of the way. */
const uniqueNom = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'string' || !field.isValid) return
    const { userId, texteId } = field.meta as TexteMeta
    const query = db
      .from('texte_modeles')
      .where('user_id', userId)
      .whereNull('deleted_at')
      .whereRaw('lower(nom) = ?', [value.toLowerCase()])
    if (texteId) query.whereNot('id', texteId)
    if (await query.first()) field.report('texteNomUnique', 'texteNomUnique', field)
  },
  { name: 'texteNomUnique', isAsync: true }
)

/*
| `partage` is read here only; whether the caller may turn it on is the
| policy's `share` (droit admin), checked by the controller.
*/
export const texteValidator = vine.withMetaData<TexteMeta>().create({
  nom: vine.string().trim().minLength(1).maxLength(150).use(uniqueNom()),
  categorie: vine.enum(TEXTE_CATEGORIES).optional(),
  sujet: vine.string().trim().maxLength(200).use(knownPlaceholders()).nullable().optional(),
  /* The shared rich-text rule, with the placeholder check before its sanitising transform. */
  contenu: vine
    .string()
    .maxLength(RICH_TEXT_MAX_LENGTH)
    .use(knownRichTextPlaceholders())
    .transform((html) => sanitizeRichText(html) || null)
    .nullable()
    .optional(),
  partage: vine.boolean().optional(),
})

texteValidator.messagesProvider = frenchMessages(messageNames(texteCatalogue))

export const texteListValidator = listQueryValidator(TEXTE_SORTS)

/** Record ids, as in start/routes/matchers.ts. */
const recordId = () => recordIdRule().optional()

/** `?categorie=` of the create page: the category the new template starts in (a bad value is dropped). */
export const texteCreateQueryValidator = vine.create({
  categorie: vine.enum(TEXTE_CATEGORIES).optional(),
})

/** `?contact=&offre=` of a template's page: what to render it with. */
export const textePreviewValidator = vine.create({
  contact: recordId(),
  offre: recordId(),
})
