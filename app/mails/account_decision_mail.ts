import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'

/**
 * What the school decided about an account (employer approval): the HTML
 * view and its `_text` twin get `{ user, url, reason }`, the link to sign in
 * and, for a refusal or a suspension, the reason the admin wrote (escaped
 * by the views). Each mail names its subject and view.
 */
export default abstract class AccountDecisionMail extends BaseMail {
  protected abstract view: string

  constructor(
    private user: User,
    private url: string,
    readonly reason: string | null = null
  ) {
    super()
  }

  prepare() {
    const data = { user: this.user, url: this.url, reason: this.reason }
    this.message
      .to(this.user.email, this.user.fullName)
      .htmlView(this.view, data)
      .textView(`${this.view}_text`, data)
  }
}
