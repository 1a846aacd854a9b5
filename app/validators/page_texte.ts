import vine from '@vinejs/vine'
import { frenchMessages } from '#validators/messages'
import { richTextRule } from '#validators/shared_rules'

export const pageTexteValidator = vine.create({
  titre: vine.string().trim().minLength(1).maxLength(150),
  contenu: richTextRule().nullable(),
})

pageTexteValidator.messagesProvider = frenchMessages({ titre: 'titre', contenu: 'contenu' })
