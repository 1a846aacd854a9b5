import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { LogMailTransport } from '#services/platform/log_mail_transport'

/*
| "log" (development default) writes each e-mail, links included, to the
| log so a newcomer can click them; "smtp" sends through SMTP_* settings.
| Tests swap the mailer for the fake one.
*/
const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER', 'log'),
  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'no-reply@e-sidoor.fr'),
    name: env.get('MAIL_FROM_NAME', 'e-sidoor'),
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      /* A server that hangs frees the worker's slot in seconds, not nodemailer's 10 minutes: the job retries. */
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...(env.get('SMTP_USERNAME')
        ? {
            auth: {
              type: 'login' as const,
              user: env.get('SMTP_USERNAME')!,
              pass: env.get('SMTP_PASSWORD', ''),
            },
          }
        : {}),
    }),
    log: () => new LogMailTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
