import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isJsonRequest } from '#controllers/support/request_kind'

/**
 * Routes allowed to receive multipart bodies (file uploads): the spreadsheet
 * import only (app/controllers/imports_controller.ts), which reads its file
 * as a stream (`request.multipart.onFile`, the bodyparser's autoProcess
 * stays off) and is behind auth, verified, the contacts ability and the
 * policy. Anything else is refused here, before any other middleware.
 */
export const MULTIPART_ROUTES: ReadonlySet<string> = new Set<string>([
  '/app/contacts/import',
  '/app/company/import',
])

const MESSAGE = "Ce type d'envoi n'est pas accepté (aucun fichier n'est attendu ici)."

/**
 * Refuses multipart bodies before anything reads them (session, CSRF and
 * auth included), so an anonymous request can never write a file to disk.
 * Runs as server middleware: unknown URLs are covered too.
 */
export default class RefuseMultipartMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const type = ctx.request.header('content-type') ?? ''
    if (!/^\s*multipart\//i.test(type) || MULTIPART_ROUTES.has(ctx.request.url())) return next()

    ctx.response.header('Connection', 'close')
    ctx.response.header('Cache-Control', 'private, no-store')
    if (isJsonRequest(ctx) || ctx.request.header('x-inertia')) {
      return ctx.response.status(415).json({ message: MESSAGE })
    }
    return ctx.response.status(415).type('text/plain; charset=utf-8').send(MESSAGE)
  }
}
