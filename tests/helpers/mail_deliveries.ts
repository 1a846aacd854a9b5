import MailDelivery from '#models/mail_delivery'
import type User from '#models/user'

/*
| Outbox rows as the mail job leaves them, for tests that start from a mail
| already sent or given up on.
*/

/** A password-reset mail to `user` given up on after its five attempts, `fields` over it. */
export function failedResetMail(user: User, fields: Partial<MailDelivery> = {}) {
  return MailDelivery.create({
    kind: 'reset_password',
    data: { userId: user.id },
    userId: user.id,
    status: 'echec',
    attempts: 5,
    ...fields,
  })
}
