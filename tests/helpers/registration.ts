/*
| The sign-up form as a visitor posts it: Camille Durand, a new account.
*/
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import { route } from '#tests/helpers/routes'

/** A complete, valid sign-up form. */
export const NEW_ACCOUNT = {
  fullName: 'Camille Durand',
  email: 'camille.durand@example.fr',
  password: 'un-bon-mot-de-passe',
  passwordConfirmation: 'un-bon-mot-de-passe',
}

/**
 * Posts the sign-up form from the sign-up page: NEW_ACCOUNT, with the fields
 * of `form` in place of its own; the redirect is not followed.
 */
export function register(client: ApiClient, form: Partial<typeof NEW_ACCOUNT> = {}) {
  return client
    .post(route('register.store'))
    .header('referer', route('register'))
    .form({ ...NEW_ACCOUNT, ...form })
    .withCsrfToken()
    .redirects(0)
}

/** The sign-up form posted (as `register` posts it) while the mailer is faked: the answer and the mails sent. */
export async function registerWithMails(client: ApiClient, form: Partial<typeof NEW_ACCOUNT> = {}) {
  const { mails } = mail.fake()
  return { response: await register(client, form), mails }
}
