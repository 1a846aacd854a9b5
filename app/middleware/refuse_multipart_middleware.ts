import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isJsonRequest } from '#controllers/support/request_kind'
import { MAX_FILE_BYTES } from '#services/data_tools/import_file'
import { CANDIDATURE_MAX_BODY_BYTES } from '#services/candidatures/cv_type'

/**
 * Routes allowed to receive multipart bodies (file uploads), each with the
 * largest body it may declare. The spreadsheet import
 * (app/controllers/imports_controller.ts, behind auth, verified, the
 * contacts ability and the policy) and a candidate's application on the job
 * board (app/controllers/emplois_candidatures_controller.ts, anonymous, the
 * CV ≤ 5 MB). Both read their file as a stream into memory
 * (app/controllers/support/upload.ts; the bodyparser's autoProcess stays
 * off, nothing is written to disk). Anything else is refused here, before
 * any other middleware.
 */
export const MULTIPART_ROUTES: readonly { path: RegExp; maxBodyBytes: number }[] = [
  /*
  | The import's file + 1 MB: a generous ceiling for absurd declarations; an
  | upload just over the import's own budget still reaches the import, which
  | refuses it on its form field.
  */
  { path: /^\/app\/(?:contacts|company)\/import$/, maxBodyBytes: MAX_FILE_BYTES + 1024 * 1024 },
  /* /emplois/{référence}/candidatures: the CV and the form around it, nothing more. */
  { path: /^\/emplois\/[^/]+\/candidatures$/, maxBodyBytes: CANDIDATURE_MAX_BODY_BYTES },
]

/** The multipart budget of a path (bytes), or null where no file is accepted. */
export function multipartBudget(path: string) {
  return MULTIPART_ROUTES.find((route) => route.path.test(path))?.maxBodyBytes ?? null
}

const MESSAGE = "Ce type d'envoi n'est pas accepté (aucun fichier n'est attendu ici)."

/**
 * Refuses multipart bodies before anything reads them (session, CSRF and
 * auth included), so an anonymous request can never write a file to disk.
 * Runs as server middleware: unknown URLs are covered too.
 */
export default class RefuseMultipartMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const type = ctx.request.header('content-type') ?? ''
    if (!/^\s*multipart\//i.test(type) || multipartBudget(ctx.request.url()) !== null) return next()

    ctx.response.header('Connection', 'close')
    ctx.response.header('Cache-Control', 'private, no-store')
    if (isJsonRequest(ctx) || ctx.request.header('x-inertia')) {
      return ctx.response.status(415).json({ message: MESSAGE })
    }
    return ctx.response.status(415).type('text/plain; charset=utf-8').send(MESSAGE)
  }
}
