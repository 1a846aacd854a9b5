/*
| French messages for every VineJS rule, set once for the whole app.
| Messages and field labels live in the catalogue resources/lang/fr/.
*/
import vine from '@vinejs/vine'
import { frenchMessages } from '#validators/messages'

vine.messagesProvider = frenchMessages()
