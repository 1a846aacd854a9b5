/*
| French messages for every VineJS rule, set once for the whole app.
| Messages and field labels live in the i18n catalogue resources/lang/fr/validator.json.
*/
import vine from '@vinejs/vine'
import { frenchMessages } from '#validators/messages'

vine.messagesProvider = frenchMessages()
