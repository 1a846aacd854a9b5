/*
| The French message catalogue (resources/lang/fr/) as a VineJS messages
| provider. A validator whose form names a field differently (the company's
| "nom" is its "raison sociale") passes its own labels.
*/
import { readFileSync } from 'node:fs'
import { SimpleMessagesProvider } from '@vinejs/vine'

type Catalogue = Record<string, string>

const catalogue = (name: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../resources/lang/fr/${name}.json`, import.meta.url), 'utf8'))

const messages = catalogue('validator')
const fields = catalogue('fields')

export function frenchMessages(labels: Catalogue = {}) {
  return new SimpleMessagesProvider(messages, { ...fields, ...labels })
}
