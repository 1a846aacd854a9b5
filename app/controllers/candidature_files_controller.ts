import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type Candidature from '#models/candidature'
import { readListQuery } from '#validators/list_query'
import { candidatureReponseValidator } from '#validators/candidature_inbox'
import { activiteQueryValidator } from '#validators/interaction'
import { Refusal } from '#exceptions/refusal'
import { MAIL_LIMITS, takeLimits, waitInWords } from '#services/platform/mail_limits'
import { cvDownloadName, readCv } from '#services/candidatures/cv_files'
import { sendReponse } from '#services/candidatures/reponses'
import { activitePage } from '#services/activite/activite'
import { authorizedCandidature, usableTextes } from '#controllers/support/candidature_access'

/*
| What an application's page reaches beyond its own record
| (docs/product.md, "Candidatures"): the CV's download, the reply to the
| candidate written from a text template, the history's next pages. Same
| guards as the inbox: another owner's application is a 404, droit
| "lecteur" downloads and reads but cannot reply (403).
*/

/** `Content-Disposition` for a name with a person's name in it: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(name: string) {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\w.\- ]+/g, '_')
      .trim()
      .slice(0, 150) || 'cv'
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * Streams an application's CV from the drive under the server's name, as a
 * download or (the preview) inline; a missing file is a 404. The caller has
 * authorised the reader.
 */
export async function streamCv(
  ctx: HttpContext,
  candidature: Candidature,
  disposition: 'attachment' | 'inline'
) {
  let stream
  try {
    stream = await readCv(candidature.cvKey)
  } catch (error) {
    logger.warn({ err: error, candidatureId: candidature.id }, 'CV file missing')
    throw new lucidErrors.E_ROW_NOT_FOUND()
  }
  const { response } = ctx
  response.header('content-type', candidature.cvType)
  response.header(
    'content-disposition',
    attachment(cvDownloadName(candidature)).replace(/^attachment/, disposition)
  )
  response.header('x-content-type-options', 'nosniff')
  response.header('cache-control', 'private, no-store')
  response.header('content-length', String(candidature.cvTaille))
  response.stream(stream)
}

export default class CandidatureFilesController {
  /**
   * The CV's bytes as the candidate sent them, streamed from the drive:
   * always a download (never shown by the browser at this origin), under a
   * name the server chose with the extension of the type read from its
   * bytes at upload, kept by no cache.
   */
  async cv(ctx: HttpContext) {
    const candidature = await authorizedCandidature(ctx, 'view')
    return streamCv(ctx, candidature, 'attachment')
  }

  /**
   * "Envoyer au candidat": the chosen « Candidats » template written for the
   * candidate, recorded on the application (its activity) and queued (sent
   * from the app's address, the recruiter as reply-to). Limited per user and
   * per user and address, as the template mails. The toast says « envoyée »
   * only once the mail has left.
   */
  async reponse(ctx: HttpContext) {
    const candidature = await authorizedCandidature(ctx, 'update')
    const { texteId } = await ctx.request.validateUsing(candidatureReponseValidator)
    const texte = await usableTextes(ctx).where('texte_modeles.id', texteId).first()
    if (!texte) throw Refusal.field('texteId', 'Choisissez un de vos modèles « Candidats ».')
    const user = ctx.auth.getUserOrFail()
    const refusal = await takeLimits(
      ['templatePerUser', user.id],
      ['templatePerUserAddress', `${user.id}_${candidature.email}`]
    )
    if (refusal) {
      const wait = waitInWords(Math.max(60, refusal.wait))
      throw Refusal.field(
        'texteId',
        refusal.limit === 'templatePerUser'
          ? `Vous avez envoyé ${MAIL_LIMITS.templatePerUser.requests} e-mails en une heure : réessayez dans ${wait}.`
          : `Vous avez écrit ${MAIL_LIMITS.templatePerUserAddress.requests} fois à cette adresse en une heure : réessayez dans ${wait}.`
      )
    }
    await candidature.offre.load('societe')
    const { sent } = await sendReponse(user, candidature, texte)
    const name = `${candidature.prenom} ${candidature.nom}`
    ctx.session.flash(
      'success',
      sent ? `Réponse envoyée à ${name}.` : `Réponse à ${name} en cours d’envoi.`
    )
    return ctx.response.redirect().toRoute('candidatures.show', { id: candidature.id })
  }

  /** "Voir plus" of the history (JSON), as the other records' timelines. */
  async activite(ctx: HttpContext) {
    const candidature = await authorizedCandidature(ctx, 'view')
    const query = await readListQuery(activiteQueryValidator, ctx.request.qs())
    return activitePage(
      { type: 'candidature', id: candidature.id, userId: candidature.userId },
      query
    )
  }
}
