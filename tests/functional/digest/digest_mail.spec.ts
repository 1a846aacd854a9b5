import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import DigestMail from '#mails/digest_mail'
import MailDelivery from '#models/mail_delivery'
import { parisToday } from '#services/activite/digest'
import { route } from '#tests/helpers/routes'
import { anOffre, aSociete } from '#tests/helpers/owned_records'

/*
| `node ace reminders:digest`: one digest per pro with something due, none to
| the others, the setting respected, never twice for one user and day; the
| mail lists the follow-ups and deadlines with their links. The suite's queue
| is `sync`: each queued mail's job runs at once, into the mail fake.
*/
const today = () => DateTime.fromISO(parisToday(), { zone: 'Europe/Paris' })
const sql = () => DateTime.now().toUTC().toSQL({ includeOffset: false })

async function followUp(userId: number, relance: DateTime) {
  const contact = await ContactFactory.merge({ userId, prenom: 'Léa', nom: 'Roux' }).create()
  await db.table('interactions').insert({
    user_id: userId,
    contact_id: contact.id,
    type: 'appel',
    occurred_at: sql(),
    relance_le: relance.toISODate(),
    created_at: sql(),
  })
  return contact
}

/** Runs `node ace reminders:digest …` through the app's ace kernel, output captured. */
async function runCommand(...args: string[]) {
  ace.ui.switchMode('raw')
  return ace.exec('reminders:digest', args)
}

test.group('Digest: reminders:digest', (group) => {
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('one digest per pro with something due, none to others, the setting respected', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const due = await UserFactory.merge({ email: 'due@example.fr' }).create()
    const closing = await UserFactory.merge({ email: 'closing@example.fr' }).create()
    const optedOut = await UserFactory.merge({ digestEnabled: false }).create()
    await UserFactory.merge({ email: 'nothing@example.fr' }).create()
    const contact = await followUp(due.id, today().minus({ days: 2 }))
    await followUp(optedOut.id, today())
    const societe = await aSociete(closing, { nom: 'Numéria' })
    const offre = await anOffre(
      closing,
      societe,
      { titre: 'Développeur web', dateLimite: today().plus({ days: 3 }) },
      'publiee'
    )

    const command = await runCommand()
    command.assertSucceeded()
    command.assertLog(
      `[ green(success) ] Résumés du ${parisToday()} : 2 mis en file (0 déjà envoyés), 2 destinataire(s).`
    )

    const sent = mails.sent((message) => message instanceof DigestMail)
    assert.sameMembers(
      sent
        .map((message) => message.message.toJSON().message.to?.[0])
        .map((to) => (typeof to === 'string' ? to : to?.address)),
      ['due@example.fr', 'closing@example.fr']
    )
    const byAddress = (address: string) =>
      sent.find((message) => JSON.stringify(message.message.toJSON().message.to).includes(address))!
    const dueMail = byAddress('due@example.fr')
    dueMail.message.assertSubject('Votre résumé du matin : 1 relance')
    const dueHtml = String(dueMail.message.toJSON().message.html)
    assert.include(dueHtml, 'Relances en retard (1)')
    assert.include(dueHtml, route('contacts.show', { id: contact.id }))
    assert.include(dueHtml, 'agenda.ics')
    assert.include(dueHtml, 'Léa Roux')
    const closingMail = byAddress('closing@example.fr')
    closingMail.message.assertSubject('Votre résumé du matin : 1 offre à échéance')
    const closingText = String(closingMail.message.toJSON().message.text)
    assert.include(closingText, 'Développeur web')
    assert.include(closingText, route('offres.show', { id: offre.id }))
  })

  test('run twice the same day: the second run queues nothing', async ({ assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.create()
    await followUp(user.id, today())

    const first = await runCommand()
    first.assertSucceeded()
    const second = await runCommand()
    second.assertSucceeded()
    second.assertLog(
      `[ green(success) ] Résumés du ${parisToday()} : 0 mis en file (1 déjà envoyés), 1 destinataire(s).`
    )
    assert.lengthOf(
      mails.sent((message) => message instanceof DigestMail),
      1
    )
    assert.lengthOf(await MailDelivery.query().where('kind', 'digest'), 1)
  })

  test('switched off after it was queued: the job sends nothing', async ({ assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.create()
    await followUp(user.id, today())
    const MailOutbox = await import('#services/platform/mail_outbox')
    const delivery = await MailOutbox.record({
      kind: 'digest',
      data: { userId: user.id, day: parisToday() },
    })
    user.digestEnabled = false
    await user.save()
    await MailOutbox.dispatch(delivery)
    await delivery.refresh()
    assert.equal(delivery.status, 'annule')
    assert.lengthOf(
      mails.sent((message) => message instanceof DigestMail),
      0
    )
  })

  test('a bad --day is refused with a French message', async () => {
    const command = await runCommand('--day=hier')
    command.assertFailed()
    command.assertLog('[ red(error) ] Jour invalide : hier (attendu : AAAA-MM-JJ)', 'stderr')
  })
})
