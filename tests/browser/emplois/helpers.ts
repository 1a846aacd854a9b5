import mail from '@adonisjs/mail/services/main'
import type { Group } from '@japa/runner/core'

/*
| What the job board's application specs share: a CV as a candidate's file
| picker hands it, and the state each of their tests starts from.
*/

/** A one-page PDF named `name`, as a candidate's file picker hands it. */
export function aCv(name: string) {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
        'trailer<</Root 1 0 R>>\n%%EOF\n'
    ),
  }
}

/**
 * Each test of `group` starts with the mailer faked (put back after it, as for
 * every test: tests/bootstrap.ts); `sentMails()` reads what the current test's
 * fake collected.
 */
export function freshEmploisEach(group: Group) {
  let sent: ReturnType<typeof mail.fake>['mails']
  group.each.setup(() => {
    sent = mail.fake().mails
  })
  return () => sent
}
