import vine from '@vinejs/vine'
import { frenchMessages } from '#validators/messages'

/** The dashboard's "Premiers pas" checklist: hidden ("Masquer") or shown again. */
export const onboardingValidator = vine.create({
  dismissed: vine.boolean({ strict: true }),
})

onboardingValidator.messagesProvider = frenchMessages({ dismissed: 'masquer' })
