import UserLinkMail from '#mails/user_link_mail'

/** "Réinitialisation de votre mot de passe" with the single-use reset link. */
export default class ResetPasswordNotification extends UserLinkMail {
  subject = 'Réinitialisation de votre mot de passe'
  protected view = 'emails/reset_password'
}
