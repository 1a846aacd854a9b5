import { Exception } from '@adonisjs/core/exceptions'

/*
| The one way the app says no to a request it understood: a step the
| record's state does not allow, a value a form may not take, a limit
| reached. Workflows, services and controllers throw it; nothing is written
| when they do. app/exceptions/handler.ts answers it, the same way
| everywhere:
|
|   JSON caller        status (422 unless told) and { message, errors? }
|   page, no fields    the message as a toast, then back
|   page, fields       each reason under its field (+ `toast` if given), then back
|
| "Back" is the page the form or button was on (the Referer's path); `backTo`
| sends the person somewhere else instead.
*/

export type RefusalOptions = {
  /** JSON status: 422 by default, 409 for a conflict, 413 for a file too large. */
  status?: number
  /** Where a refused page visit is sent instead of back: a URL, `urlFor('offres.edit', …)`. */
  backTo?: string
  /** With fields: a toast shown as well (a field refusal has none by default). */
  toast?: string
}

export class Refusal extends Exception {
  static status = 422
  static code = 'E_REFUSAL'

  /** Field → French reason, shown under the form's field (JSON: `errors`), in order. */
  readonly fields: Record<string, string> | null
  readonly backTo: string | null
  readonly toast: string | null

  private constructor(
    message: string,
    fields: Record<string, string> | null,
    options: RefusalOptions = {}
  ) {
    super(message, { status: options.status ?? Refusal.status, code: Refusal.code })
    this.fields = fields
    this.backTo = options.backTo ?? null
    this.toast = options.toast ?? null
  }

  /** A refusal of the whole request, told as a toast (pages) or `{ message }` (JSON). */
  static because(message: string, options: Omit<RefusalOptions, 'toast'> = {}) {
    return new Refusal(message, null, options)
  }

  /** A refusal of one form field, shown under it. */
  static field(field: string, message: string, options: RefusalOptions = {}) {
    return new Refusal(message, { [field]: message }, options)
  }

  /** A refusal of several fields at once; the first reason is the JSON `message`. */
  static fields(fields: Record<string, string>, options: RefusalOptions = {}) {
    const [first] = Object.values(fields)
    return new Refusal(first, fields, options)
  }

  /** The fields as VineJS lists them (`errors` of a JSON answer, the flashed field errors). */
  get errors() {
    return Object.entries(this.fields ?? {}).map(([field, message]) => ({ field, message }))
  }
}
