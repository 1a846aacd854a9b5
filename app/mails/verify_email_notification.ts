import UserLinkMail from '#mails/user_link_mail'

/** "Confirmez votre adresse e-mail" with the signed verification link. */
export default class VerifyEmailNotification extends UserLinkMail {
  subject = 'Confirmez votre adresse e-mail'
  protected view = 'emails/verify_email'
}
