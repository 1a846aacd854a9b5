import vine from '@vinejs/vine'
import { CIVILITES, CONTACT_SORTS, CONTACT_STATUTS } from '#models/contact'
import { listQueryValidator } from '#validators/list_query'
import {
  emailRule,
  ownedSocieteIdRule,
  phoneRule,
  richTextRule,
  recordIdRule,
} from '#validators/shared_rules'
import { frenchMessages } from '#validators/messages'
import { messageNames } from '#catalogues/define'
import { contactCatalogue } from '#catalogues/contact'

/** Who is saving: the company must be one of theirs. */
type ContactMeta = { userId: number }

/*
| Optional fields accept null (an emptied input) and store it, so clearing a
| field on the edit form really clears it.
*/
export const contactValidator = vine.withMetaData<ContactMeta>().create({
  civilite: vine.enum(CIVILITES).nullable().optional(),
  prenom: vine.string().trim().maxLength(100).nullable().optional(),
  nom: vine.string().trim().minLength(1).maxLength(100),
  email: emailRule().nullable().optional(),
  telephone: phoneRule().nullable().optional(),
  mobile: phoneRule().nullable().optional(),
  fonction: vine.string().trim().maxLength(150).nullable().optional(),
  societeId: ownedSocieteIdRule().nullable().optional(),
  ville: vine.string().trim().maxLength(120).nullable().optional(),
  statut: vine
    .enum(CONTACT_STATUTS)
    .nullable()
    .optional()
    .transform((statut) => statut ?? 'prospect'),
  notes: richTextRule().nullable().optional(),
})

contactValidator.messagesProvider = frenchMessages(messageNames(contactCatalogue))

export const contactListValidator = listQueryValidator(CONTACT_SORTS, {
  statut: vine.enum(CONTACT_STATUTS).optional(),
  /* Record ids, as in start/routes/matchers.ts. */
  societe: recordIdRule().optional(),
})
