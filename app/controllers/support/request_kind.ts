import type { HttpContext } from '@adonisjs/core/http'

/**
 * A JSON/XHR call (the /api client) as opposed to a page visit. Inertia
 * visits are XHR too but expect pages and redirects, so they are excluded.
 */
export function isJsonRequest({ request }: HttpContext) {
  if (request.header('x-inertia')) return false
  return (
    request.url().startsWith('/api/') ||
    request.ajax() ||
    request.accepts(['html', 'json']) === 'json'
  )
}
