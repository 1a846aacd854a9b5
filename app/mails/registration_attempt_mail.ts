import { BaseMail } from '@adonisjs/mail'
import { DateTime } from 'luxon'
import type User from '#models/user'

/** Where the owner of the address can go from the mail. */
export type RegistrationAttemptLinks = { loginUrl: string; resetUrl: string }

/*
| « Tentative d’inscription avec votre adresse »: a sign-up was tried with
| the address of an existing account (app/services/accounts/registration.ts).
| The page answered as for a new address, so the owner learns it here only:
| when, and where to sign in or choose a new password. Nothing about the
| requester (name typed, IP, device) and no greeting by name: both were, or
| may have been, chosen by somebody else.
*/
export default class RegistrationAttemptMail extends BaseMail {
  subject = 'Tentative d’inscription avec votre adresse e-mail'

  constructor(
    private user: User,
    private at: string,
    private links: RegistrationAttemptLinks
  ) {
    super()
  }

  prepare() {
    const moment = DateTime.fromISO(this.at).setZone('Europe/Paris').setLocale('fr')
    const data = {
      ...this.links,
      le: moment.toFormat('d LLLL yyyy'),
      a: moment.toFormat("HH 'h' mm"),
    }
    this.message
      .to(this.user.email)
      .htmlView('emails/registration_attempt', data)
      .textView('emails/registration_attempt_text', data)
  }
}
