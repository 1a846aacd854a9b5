import type { HttpContext } from '@adonisjs/core/http'
import {
  currentPasswordValidator,
  digestSettingValidator,
  updateProfileValidator,
} from '#validators/profile'
import * as EmailVerification from '#services/accounts/email_verification'
import * as AccountDeletion from '#services/accounts/account_deletion'
import { PasswordAttempts } from '#services/accounts/password_attempts'
import PageTexte from '#models/page_texte'
import { editPageTextes } from '#abilities/main'
import * as ActiveSessions from '#services/accounts/active_sessions'
import { Refusal } from '#exceptions/refusal'
import { takeLimits, waitInWords } from '#services/platform/mail_limits'
import { twoFactorProps } from '#services/accounts/two_factor_props'
import db from '@adonisjs/lucid/services/db'
import * as SecurityLog from '#services/accounts/security_log'
import * as SecurityLogReader from '#services/accounts/security_log_reader'
import { originOf } from '#controllers/support/request_origin'
import SecurityEventTransformer from '#transformers/security_event_transformer'
import { serializeAs } from '#transformers/serialize_as'

export default class ProfileController {
  async edit(ctx: HttpContext) {
    const { inertia, auth, bouncer, session } = ctx
    const user = auth.getUserOrFail()
    const canEditTextes = await bouncer.allows(editPageTextes)
    const pageTextes = canEditTextes ? await PageTexte.query().orderBy('id') : []
    const securityEvents = await SecurityLogReader.latestOf(user)
    return inertia.render('profile/edit', {
      mustVerifyEmail: user.emailVerifiedAt === null,
      pageTextes: pageTextes.map(({ cle, titre, contenu }) => ({
        cle,
        titre,
        contenu: contenu ?? '',
      })),
      sessions: await ActiveSessions.list(session, user),
      twoFactor: await twoFactorProps(session, user),
      securityEvents: securityEvents.map(serializeAs(SecurityEventTransformer)),
      digestEnabled: user.digestEnabled,
      can: { editPageTextes: canEditTextes },
    })
  }

  /**
   * Changing the address un-verifies it and sends a new link. Changes are
   * counted per account and per IP before anything is saved (beyond: refused
   * on the field). The link then goes within the verification limits; when
   * one is hit, the change is kept, nothing is sent and the user is told to
   * ask for a link later (the same words whichever limit it was).
   */
  async update(ctx: HttpContext) {
    const { auth, request, session, response } = ctx
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(updateProfileValidator(user.id))
    const emailChanged = data.email !== user.email
    if (emailChanged) {
      const refusal = await takeLimits(
        ['emailChangePerIp', request.ip()],
        ['emailChangePerUser', user.id]
      )
      if (refusal) {
        throw Refusal.field(
          'email',
          `Vous avez changé d’adresse trop souvent. Réessayez dans ${waitInWords(refusal.wait)}.`
        )
      }
    }
    const previousEmail = user.email
    user.merge(data)
    if (emailChanged) user.emailVerifiedAt = null
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      await user.save()
      if (!emailChanged) return
      await SecurityLog.record('email_changed', originOf(ctx), {
        userId: user.id,
        email: user.email,
        details: `${previousEmail} → ${user.email}`,
        client: trx,
      })
    })
    const unsent = emailChanged ? await EmailVerification.send(user, request.ip()) : null

    if (unsent) {
      session.flash(
        'warning',
        `Profil mis à jour. Le lien de vérification n’a pas pu être envoyé tout de suite : demandez-en un nouveau dans ${waitInWords(unsent.wait)}.`
      )
    } else {
      session.flash('success', 'Profil mis à jour.')
    }
    return response.redirect().toRoute('profile.edit')
  }

  /**
   * Deleting the account removes every record the user owns. Its security
   * log stays (the lines lose their user, keep the address), with one more
   * line once the account is gone.
   */
  /** "Résumé du matin": the morning digest on or off (docs/product.md). */
  async updateDigest({ auth, request, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { digestEnabled } = await request.validateUsing(digestSettingValidator)
    user.digestEnabled = digestEnabled
    await user.save()
    session.flash(
      'success',
      digestEnabled ? 'Résumé du matin activé.' : 'Vous ne recevrez plus le résumé du matin.'
    )
    return response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const { auth, request, session, response } = ctx
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(currentPasswordValidator)
    await PasswordAttempts.verify('current', user, request.ip(), password, 'password')
    await auth.use('web').logout()
    await AccountDeletion.run(user)
    await SecurityLog.record('account_deleted', originOf(ctx), { email: user.email })
    session.clear()
    session.regenerate()
    session.flash('success', 'Votre compte a été supprimé.')
    return response.redirect().toRoute('home')
  }
}
