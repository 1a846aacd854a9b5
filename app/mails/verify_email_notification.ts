import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'

/** "Confirmez votre adresse e-mail" with the signed verification link. */
export default class VerifyEmailNotification extends BaseMail {
  subject = 'Confirmez votre adresse e-mail'

  constructor(
    private user: User,
    private verificationUrl: string
  ) {
    super()
  }

  prepare() {
    const data = { user: this.user, url: this.verificationUrl }
    this.message
      .to(this.user.email, this.user.fullName)
      .htmlView('emails/verify_email', data)
      .textView('emails/verify_email_text', data)
  }
}
