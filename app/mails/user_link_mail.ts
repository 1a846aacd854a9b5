import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'

/**
 * A mail to one user carrying one link (reset, verification): the HTML view
 * and its `_text` twin get the same `{ user, url, name }`. Each mail names
 * its subject and view.
 *
 * `name` (greeting and display name) only once the address is verified:
 * before that, the name was typed by whoever registered the address, maybe
 * not its owner, and the school's address must not carry it to them.
 */
export default abstract class UserLinkMail extends BaseMail {
  protected abstract view: string

  constructor(
    private user: User,
    private url: string
  ) {
    super()
  }

  prepare() {
    const name = this.user.emailVerifiedAt ? this.user.fullName : null
    const data = { user: this.user, url: this.url, name }
    this.message
      .to(this.user.email, name ?? undefined)
      .htmlView(this.view, data)
      .textView(`${this.view}_text`, data)
  }
}
