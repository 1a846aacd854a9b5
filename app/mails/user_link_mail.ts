import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'

/**
 * A mail to one user carrying one link (reset, verification): the HTML view
 * and its `_text` twin get the same `{ user, url }`. Each mail names its
 * subject and view.
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
    const data = { user: this.user, url: this.url }
    this.message
      .to(this.user.email, this.user.fullName)
      .htmlView(this.view, data)
      .textView(`${this.view}_text`, data)
  }
}
