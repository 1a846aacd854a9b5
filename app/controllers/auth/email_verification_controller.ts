import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { Refusal } from '#exceptions/refusal'
import * as EmailVerification from '#services/accounts/email_verification'
import { waitInWords } from '#services/platform/mail_limits'
import { logSecurityEvent } from '#controllers/support/request_origin'

export default class EmailVerificationController {
  async notice({ auth, inertia, response }: HttpContext) {
    if (auth.getUserOrFail().emailVerifiedAt) return response.redirect().toRoute('dashboard')
    return inertia.render('auth/verify_email', {})
  }

  /** The link must be signed, unexpired, for the signed-in user and the current address. */
  async verify(ctx: HttpContext) {
    const { auth, params, request, session, response } = ctx
    const user = auth.getUserOrFail()
    const valid =
      request.hasValidSignature('verify-email') &&
      Number(params.id) === user.id &&
      EmailVerification.matches(user, String(params.hash))
    if (!valid) {
      throw Refusal.because('Ce lien de vérification est invalide ou a expiré.', {
        backTo: urlFor('verification.notice'),
      })
    }
    /* Logged once: a second click on the link changes nothing. */
    if (await EmailVerification.markVerified(user))
      await logSecurityEvent(ctx, 'email_verified', user)
    session.flash('success', 'Votre adresse e-mail est confirmée.')
    return response.redirect().toRoute('dashboard')
  }

  /** Within the verification limits: beyond, nothing is sent and the page says when to retry. */
  async resend({ auth, request, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.emailVerifiedAt) return response.redirect().toRoute('dashboard')
    const refusal = await EmailVerification.send(user, request.ip())
    if (refusal) {
      session.flash(
        'error',
        `Trop de liens de vérification demandés. Réessayez dans ${waitInWords(refusal.wait)}.`
      )
    } else {
      session.flash('success', 'Un nouveau lien de vérification vous a été envoyé.')
    }
    return response.redirect().back()
  }
}
