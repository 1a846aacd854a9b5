import { BaseMail } from '@adonisjs/mail'
import { plainTextLinesOf } from '#services/textes/rich_text'

type Address = { address: string; name: string }

/**
 * A text template sent to a contact (docs/product.md, "Activité"): from the
 * app's configured sender, replies to the user who sent it. `html` is
 * sanitised rich text; the text part is read out of it.
 */
export default class TexteMail extends BaseMail {
  constructor(
    private recipient: Address,
    private sender: Address,
    private sujet: string,
    private html: string
  ) {
    super()
  }

  prepare() {
    this.message
      .to(this.recipient.address, this.recipient.name)
      .replyTo(this.sender.address, this.sender.name)
      .subject(this.sujet)
      .html(
        `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">${this.html}</body></html>`
      )
      .text(plainTextLinesOf(this.html))
  }
}
