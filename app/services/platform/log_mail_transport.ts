import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Development mail transport: writes the message and its links to the log
 * so a newcomer can click them, and sends nothing.
 */
export class LogMailTransport implements MailTransportContract {
  async send(message: NodeMailerMessage) {
    const { default: logger } = await import('@adonisjs/core/services/logger')
    const text = typeof message.text === 'string' ? message.text : ''
    const links = text.match(/https?:\/\/\S+/g) ?? []
    logger.info(
      { to: message.to, subject: message.subject, links },
      `E-mail « ${message.subject} » (non envoyé, MAIL_MAILER=log)\n${text}`
    )
    const to = (message.to ?? []).map((r) => (typeof r === 'string' ? r : r.address))
    return new MailResponse(`log-${Date.now()}`, { from: '', to }, undefined)
  }
}
