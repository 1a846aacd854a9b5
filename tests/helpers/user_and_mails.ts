/*
| The usual start of a test about what the app mails: a pro account, and the
| faked mailer that collects what is sent (put back after each test:
| tests/helpers/fresh_each.ts).
*/
import mail from '@adonisjs/mail/services/main'
import { UserFactory } from '#database/factories/user_factory'

/** A new pro account, and the faked mailer's collected mails. */
export async function userAndMails() {
  const { mails } = mail.fake()
  const user = await UserFactory.create()
  return { user, mails }
}
