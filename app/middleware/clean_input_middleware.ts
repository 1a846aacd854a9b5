import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { cleanInput } from '#services/platform/text_input'

/**
 * Strips NUL and other control characters from every text of the body and
 * the query string (line breaks only survive in multi-line fields), so no
 * validator, query or stored row ever sees them.
 */
export default class CleanInputMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    request.updateBody(cleanInput(request.body()) as Record<string, unknown>)
    request.updateQs(cleanInput(request.qs()) as Record<string, unknown>)
    return next()
  }
}
