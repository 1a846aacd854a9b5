/*
| VineJS messages from the French catalogue of @adonisjs/i18n
| (resources/lang/fr/validator.json: `shared.messages` per rule, `shared.fields`
| per field). A validator whose form names a field differently (the company's
| "nom" is its "raison sociale") passes its own labels.
*/
import i18nManager from '@adonisjs/i18n/services/main'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

type Labels = Record<string, string>

class FrenchMessages implements MessagesProviderContact {
  #catalogue = i18nManager.locale('fr').createMessagesProvider()

  constructor(private labels: Labels) {}

  getMessage(message: string, rule: string, field: FieldContext, meta?: Record<string, unknown>) {
    const label = this.labels[field.name as string]
    const named = label === undefined ? field : { ...field, name: label }
    return this.#catalogue.getMessage(message, rule, named, meta)
  }
}

export function frenchMessages(labels: Labels = {}): MessagesProviderContact {
  return new FrenchMessages(labels)
}
