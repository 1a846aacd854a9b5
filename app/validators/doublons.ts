import vine from '@vinejs/vine'
import { recordIdRule } from '#validators/shared_rules'
import { frenchMessages } from '#validators/messages'
import { messageNames } from '#catalogues/define'
import { contactCatalogue } from '#catalogues/contact'
import { societeCatalogue } from '#catalogues/societe'

/* What a form sends while it is typed: short strings, all optional; `except` is the record being edited. */
const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()
const id = () => recordIdRule().nullable().optional()

export const contactProbeValidator = vine.create({
  email: text(254),
  telephone: text(30),
  mobile: text(30),
  prenom: text(80),
  nom: text(80),
  societeId: id(),
  except: id(),
})

export const societeProbeValidator = vine.create({
  siret: text(20),
  nom: text(150),
  except: id(),
})

/* Field names as the record forms say them (app/catalogues). */
contactProbeValidator.messagesProvider = frenchMessages(messageNames(contactCatalogue))
societeProbeValidator.messagesProvider = frenchMessages(messageNames(societeCatalogue))
