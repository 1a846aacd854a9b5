import type { BaseMail } from '@adonisjs/mail'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import User from '#models/user'
import Interaction from '#models/interaction'
import type { AccountDecisionKind, MailSpec } from '#models/mail_delivery'
import type AccountDecisionMail from '#mails/account_decision_mail'
import AccountApprovedNotification from '#mails/account_approved_notification'
import AccountRefusedNotification from '#mails/account_refused_notification'
import AccountSuspendedNotification from '#mails/account_suspended_notification'
import AccountReinstatedNotification from '#mails/account_reinstated_notification'
import ResetPasswordNotification from '#mails/reset_password_notification'
import VerifyEmailNotification from '#mails/verify_email_notification'
import TexteMail from '#mails/texte_mail'
import DigestMail from '#mails/digest_mail'
import CandidatureReceivedMail from '#mails/candidature_received_mail'
import RegistrationAttemptMail from '#mails/registration_attempt_mail'
import Candidature from '#models/candidature'
import { withdrawalLink } from '#services/candidatures/withdrawal'
import { retentionMonths } from '#services/candidatures/retention'
import { digestFor } from '#services/activite/digest'
import * as EmailVerification from '#services/accounts/email_verification'
import * as PasswordReset from '#services/accounts/password_reset'

const DECISION_MAILS: Record<
  AccountDecisionKind,
  new (user: User, url: string, reason: string | null) => AccountDecisionMail
> = {
  account_approved: AccountApprovedNotification,
  account_refused: AccountRefusedNotification,
  account_suspended: AccountSuspendedNotification,
  account_reinstated: AccountReinstatedNotification,
}

/**
 * The mail a queued delivery stands for, written when its job runs (links
 * are made now: a reset token is never stored in clear), or null when there
 * is nothing left to send: the account or the interaction is gone, the
 * address is already verified.
 */
export async function composeMail(spec: MailSpec): Promise<BaseMail | null> {
  if (spec.kind === 'template') {
    const interaction = await Interaction.find(spec.data.interactionId)
    if (!interaction) return null
    const { to, replyTo } = spec.data
    return new TexteMail(to, replyTo, interaction.sujet ?? '', interaction.resume ?? '')
  }
  if (spec.kind === 'application_received' || spec.kind === 'application_reply') {
    return composeCandidatureMail(spec)
  }
  const user = await User.find(spec.data.userId)
  if (!user) return null
  switch (spec.kind) {
    case 'verify_email':
      if (user.emailVerifiedAt) return null
      return new VerifyEmailNotification(user, EmailVerification.linkFor(user))
    case 'reset_password':
      return new ResetPasswordNotification(user, await PasswordReset.issueLink(user))
    case 'registration_attempt':
      return new RegistrationAttemptMail(user, spec.data.at, {
        loginUrl: `${appUrl}${urlFor('login')}`,
        resetUrl: `${appUrl}${urlFor('password.request')}`,
      })
    case 'digest': {
      /* Switched off since it was queued, or nothing left to say (all done meanwhile): not sent. */
      if (!user.digestEnabled) return null
      const digest = await digestFor(user.id, spec.data.day)
      return digest ? new DigestMail(user, digest) : null
    }
    default:
      return new DECISION_MAILS[spec.kind](user, `${appUrl}${urlFor('login')}`, spec.data.reason)
  }
}

type CandidatureMailSpec = Extract<MailSpec, { kind: 'application_received' | 'application_reply' }>

/**
 * A mail to a candidate, or null once the application is gone (withdrawn,
 * purged): the acknowledgement with its withdrawal link, or the recruiter's
 * reply (a text template, sent as the template mails are: to the candidate,
 * replies to the recruiter).
 */
async function composeCandidatureMail(spec: CandidatureMailSpec) {
  const candidature = await Candidature.query()
    .where('id', spec.data.candidatureId)
    .preload('offre', (offre) => offre.preload('societe'))
    .first()
  if (!candidature) return null
  if (spec.kind === 'application_reply') {
    const { sujet, html, replyTo } = spec.data
    const to = { address: candidature.email, name: `${candidature.prenom} ${candidature.nom}` }
    return new TexteMail(to, replyTo, sujet, html)
  }
  return new CandidatureReceivedMail(candidature, {
    offre: candidature.offre.titre,
    societe: candidature.offre.societe.nom,
    withdrawUrl: withdrawalLink(candidature),
    retentionMonths: retentionMonths(),
  })
}
