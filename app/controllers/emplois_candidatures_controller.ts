import { errors, type HttpContext } from '@adonisjs/core/http'
import Offre from '#models/offre'
import { CANDIDATURE_HONEYPOT } from '#catalogues/candidature'
import { applyLink } from '#transformers/offre_transformer'
import { candidatureValidator } from '#validators/candidature'
import { receiveFormWithFile, refuseUpload } from '#controllers/support/upload'
import { publicSlug, publicState, referenceOf } from '#services/emplois/public_offres'
import {
  CANDIDATURE_MAX_BODY_BYTES,
  CV_MAX_BYTES,
  CV_MESSAGES,
  cvTypeOf,
} from '#services/candidatures/cv_type'
import { submitCandidature } from '#services/candidatures/candidature_submission'
import { retentionMonths } from '#services/candidatures/retention'
import { WITHDRAW_PURPOSE, withdraw, withdrawable } from '#services/candidatures/withdrawal'
import { Refusal } from '#exceptions/refusal'
import { MAIL_LIMITS, takeLimits, waitInWords } from '#services/platform/mail_limits'
import { cleanText } from '#services/platform/text_input'

/*
| True whether the acknowledgement leaves or not (its mailbox may have had
| its share of the day): telling which would tell anybody who types an
| address how many applications it made today. The form shows these words.
*/
const SENT = `Votre candidature est envoyée. Un e-mail de confirmation, avec le lien pour la retirer, part à votre adresse, sauf si elle en a déjà reçu ${MAIL_LIMITS.acknowledgementPerAddress.requests} en 24 heures.`
const WITHDRAWN = 'Votre candidature est retirée : elle et votre CV ont été supprimés.'

/** The text fields the form sends (the honeypot included), cleaned like any form's. */
const TEXT_FIELDS = ['prenom', 'nom', 'email', 'telephone', 'message', 'consentement']

function notFound(ctx: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/**
 * The offer the address names, when it takes applications here: public and
 * open (not a draft, closed, trashed, past its deadline, nor an unapproved
 * employer's), without an external address (that one keeps its link).
 */
async function openOffre(ctx: HttpContext) {
  const reference = referenceOf(String(ctx.params.reference))
  const offre = reference
    ? await Offre.query()
        .where('reference', reference)
        .preload('user', (owner) => owner.select('id', 'approval_status'))
        .first()
    : null
  if (!offre || publicState(offre, offre.user) !== 'open' || applyLink(offre.candidature)) {
    return notFound(ctx)
  }
  return offre
}

/** Control characters out (line breaks kept in the message), an emptied field as null. */
function cleanFields(fields: Record<string, string>) {
  const cleaned: Record<string, string | null> = {}
  for (const name of [...TEXT_FIELDS, CANDIDATURE_HONEYPOT]) {
    const value = fields[name]
    if (value === undefined) continue
    /* Browsers send a textarea's line breaks as CRLF: one character each, as the box counted them. */
    const text = cleanText(
      name === 'message' ? value.replace(/\r\n?/g, '\n') : value,
      name === 'message'
    )
    cleaned[name] = text === '' ? null : text
  }
  return cleaned
}

/*
| A candidate's side of the applications (docs/product.md, "Candidatures"):
| the form of a public offer (its page is cached for anybody, so opening the
| form asks `create` first, which sets the session and CSRF cookies; see
| docs/decisions.md), the application itself (multipart, the CV read into
| memory within its budget), and the withdrawal from the signed link of the
| acknowledgement. Nobody signs in.
*/
export default class EmploisCandidaturesController {
  /** Before the form opens: the offer still takes applications, and how long data is kept. */
  async create(ctx: HttpContext) {
    await openOffre(ctx)
    return ctx.response.json({ retentionMonths: retentionMonths() })
  }

  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const offre = await openOffre(ctx)
    const attempts = await takeLimits(['applicationAttemptPerIp', request.ip()])
    if (attempts) {
      refuseUpload(
        ctx,
        'form',
        `Trop d’envois du formulaire depuis votre connexion. Réessayez dans ${waitInWords(attempts.wait)}.`
      )
    }
    if (!request.multipart) throw Refusal.field('cv', CV_MESSAGES.missing)
    const received = await receiveFormWithFile(request, {
      pool: 'candidatures',
      field: 'cv',
      maxFileBytes: CV_MAX_BYTES,
      maxBodyBytes: CANDIDATURE_MAX_BODY_BYTES,
      messages: CV_MESSAGES,
    })
    if ('refused' in received) refuseUpload(ctx, 'cv', received.refused)
    const fields = cleanFields(received.fields)
    /* What goes back to the form as typed: the texts, never the file. */
    request.updateBody(fields)
    const accepted = () => {
      session.flash('success', SENT)
      return response.redirect().toRoute('emplois.show', { slug: publicSlug(offre) })
    }
    /* A robot: answered as anybody, nothing kept, nothing sent. */
    if (fields[CANDIDATURE_HONEYPOT]) return accepted()

    const data = await candidatureValidator.validate(fields)
    if (!received.file) throw Refusal.field('cv', CV_MESSAGES.missing)
    const extension = await cvTypeOf(received.file.bytes)
    const result = await submitCandidature(
      offre,
      data,
      { ...received.file, extension },
      request.ip()
    )
    if (result.acknowledgement === 'failed')
      ctx.logger.warn('application acknowledgement not queued')
    return accepted()
  }

  /** The signed link of the acknowledgement: a confirmation page (opening it deletes nothing). */
  async withdrawal(ctx: HttpContext) {
    const { request, params, response, inertia, session } = ctx
    if (!request.hasValidSignature(WITHDRAW_PURPOSE)) return notFound(ctx)
    const candidature = await withdrawable(params.id, params.jeton)
    /* The address carries the signature: never sent on to another site, never indexed. */
    response.header('Referrer-Policy', 'no-referrer')
    response.header('X-Robots-Tag', 'noindex')
    const justWithdrawn = session.flashMessages.get('success') === WITHDRAWN
    return inertia.render('emplois/retrait', {
      state: candidature ? 'confirm' : justWithdrawn ? 'withdrawn' : 'already',
      candidature: candidature && {
        prenom: candidature.prenom,
        offre: candidature.offre.titre,
        societe: candidature.offre.societe.nom,
        envoyeeLe: candidature.createdAt.toISODate()!,
      },
      action: request.url(true),
    })
  }

  /** The confirmation: the application and its CV go at once; a second one finds nothing. */
  async destroy(ctx: HttpContext) {
    const { request, params, response, session } = ctx
    if (!request.hasValidSignature(WITHDRAW_PURPOSE)) return notFound(ctx)
    const candidature = await withdrawable(params.id, params.jeton)
    if (candidature && (await withdraw(candidature))) session.flash('success', WITHDRAWN)
    return response.redirect().toPath(request.url(true))
  }
}
