import vine from '@vinejs/vine'
import { FORMES_JURIDIQUES, SOCIETE_SORTS } from '#models/societe'
import { listQueryValidator } from '#validators/list_query'
import { frenchMessages } from '#validators/messages'
import {
  emailRule,
  phoneRule,
  postcodeRule,
  richTextRule,
  siretRule,
  urlRule,
} from '#validators/shared_rules'
import { messageNames } from '#catalogues/define'
import { societeCatalogue } from '#catalogues/societe'

/** Who is saving, and which company when editing (so it does not clash with itself). */
type SocieteMeta = { userId: number; societeId?: number }

/*
| Optional fields accept null (an emptied input) and store it, so clearing a
| field on the edit form really clears it.
*/
export const societeValidator = vine.withMetaData<SocieteMeta>().create({
  nom: vine.string().trim().minLength(1).maxLength(255),
  /* Trashed companies count too: restoring one must not create a duplicate. */
  siret: siretRule()
    .unique(async (db, value, field) => {
      const { userId, societeId } = field.meta as SocieteMeta
      const query = db.from('societes').where('user_id', userId).where('siret', value)
      if (societeId) query.whereNot('id', societeId)
      return !(await query.first())
    })
    .nullable()
    .optional(),
  formeJuridique: vine.enum(FORMES_JURIDIQUES).nullable().optional(),
  secteur: vine.string().trim().maxLength(120).nullable().optional(),
  adresse: vine.string().trim().maxLength(255).nullable().optional(),
  codePostal: postcodeRule().nullable().optional(),
  ville: vine.string().trim().maxLength(120).nullable().optional(),
  pays: vine
    .string()
    .trim()
    .maxLength(80)
    .nullable()
    .optional()
    .transform((pays) => pays || 'France'),
  telephone: phoneRule().nullable().optional(),
  email: emailRule().nullable().optional(),
  siteWeb: urlRule().nullable().optional(),
  description: richTextRule().nullable().optional(),
})

/* On this form "nom" is the company's legal name. */
societeValidator.messagesProvider = frenchMessages(messageNames(societeCatalogue))

export const societeListValidator = listQueryValidator(SOCIETE_SORTS)
