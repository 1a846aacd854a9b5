import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { CV_TYPES } from '#models/candidature'
import { authorizedCandidature } from '#controllers/support/candidature_access'
import { streamCv } from '#controllers/candidature_files_controller'

/*
| « Aperçu du CV » on an application's page (docs/product.md, "Candidatures"):
| a PDF shown inline in a frame of that page, to exactly those who may
| download it (another owner's application is a 404). The file is the
| candidate's, so its answer is locked down on its own: a sandboxed document
| (no scripts, no forms, an opaque origin) that loads nothing and may be
| framed by this site only. DOCX and ODT have no preview: they stay downloads.
*/

/**
 * This answer's own policy, sent instead of the app's (shield's header is
 * set on the raw response first; a header set here is written over it): the
 * page of the application frames it, hence frame-ancestors 'self' where the
 * app says 'none'.
 */
export const CV_PREVIEW_CSP =
  "sandbox; default-src 'none'; object-src 'none'; script-src 'none'; frame-ancestors 'self'"

export default class CandidatureCvPreviewController {
  async show(ctx: HttpContext) {
    const candidature = await authorizedCandidature(ctx, 'view')
    /* Only a PDF previews: a browser shows nothing else inline safely. */
    if (candidature.cvType !== CV_TYPES.pdf) throw new lucidErrors.E_ROW_NOT_FOUND()
    /* Set before the stream is answered: this policy replaces the app's. */
    ctx.response.header('content-security-policy', CV_PREVIEW_CSP)
    ctx.response.header('x-frame-options', 'SAMEORIGIN')
    return streamCv(ctx, candidature, 'inline')
  }
}
