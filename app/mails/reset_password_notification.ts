import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'

/** "Réinitialisation de votre mot de passe" with the single-use reset link. */
export default class ResetPasswordNotification extends BaseMail {
  subject = 'Réinitialisation de votre mot de passe'

  constructor(
    private user: User,
    private resetUrl: string
  ) {
    super()
  }

  prepare() {
    const data = { user: this.user, url: this.resetUrl }
    this.message
      .to(this.user.email, this.user.fullName)
      .htmlView('emails/reset_password', data)
      .textView('emails/reset_password_text', data)
  }
}
