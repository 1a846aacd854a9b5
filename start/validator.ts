/*
| French messages for every VineJS rule, set once for the whole app.
| Messages and field labels live in the catalogue resources/lang/fr/.
*/
import { readFileSync } from 'node:fs'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'

const catalogue = (name: string) =>
  JSON.parse(readFileSync(new URL(`../resources/lang/fr/${name}.json`, import.meta.url), 'utf8'))

vine.messagesProvider = new SimpleMessagesProvider(catalogue('validator'), catalogue('fields'))
