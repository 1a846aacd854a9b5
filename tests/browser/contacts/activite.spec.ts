/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import mail from '@adonisjs/mail/services/main'
import Interaction from '#models/interaction'
import TexteMail from '#mails/texte_mail'
import { signedIn, aProWithContact } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aTexte } from '#tests/helpers/owned_records'

/*
| A contact's activity as a person uses it: log a call with a follow-up,
| see it in the timeline, find it in the bell and on the dashboard's
| "À relancer", mark it done; narrow the timeline to the changes.
*/
/** « Nouvelle interaction »: a call summed up as `resume`, to follow up on `relance` when given; saved. */
async function logCall(page: Page, resume: string, relance?: string) {
  await page.getByRole('button', { name: 'Nouvelle interaction' }).click()
  await page.getByLabel('Type').selectOption('appel')
  if (relance) await page.getByLabel('Relancer le').fill(relance)
  await page.getByRole('textbox', { name: 'Résumé' }).click()
  await page.keyboard.type(resume)
  await page.getByRole('button', { name: 'Ajouter à l’historique' }).click()
  await page.assertTextContains('.swal2-toast', 'Interaction enregistrée.')
}

test.group('Browser: a contact’s activity', () => {
  test('log a call with a follow-up today, see it in the timeline, the bell and the dashboard, mark it done', async ({
    visit,
    assert,
  }) => {
    const { user, contact } = await aProWithContact({ prenom: 'Inès', nom: 'Garnier' })
    const today = DateTime.now().setZone('Europe/Paris').toISODate()!

    const page = await signedIn(visit, user, route('contacts.show', { id: contact.id }))
    await page.assertTextContains('main', 'a créé le contact')
    await page.assertNotExists('[data-testid=relances-count]')

    await logCall(page, 'Intéressée par deux stagiaires en mars', today)

    const call = page.locator('article', { hasText: 'Intéressée par deux stagiaires en mars' })
    await page.assertVisible(call)
    await page.assertTextContains(call, 'Appel')
    await page.assertTextContains(call, 'À relancer le')
    await page.assertTextContains('[data-testid=relances-count]', '1')

    /* The bell lists it and leads to the contact. */
    await page.getByRole('button', { name: 'Notifications' }).click()
    await page.assertVisible(page.getByRole('link', { name: /Inès Garnier\s*Appel · aujourd’hui/ }))
    await page.keyboard.press('Escape')

    /* Only the changes: the call is hidden, the creation stays. */
    await page.getByRole('button', { name: 'Modifications' }).click()
    await page.assertNotExists('article:has-text("Intéressée par deux stagiaires")')
    await page.assertTextContains('main', 'a créé le contact')
    await page.getByRole('button', { name: 'Tout' }).click()
    await page.assertVisible(call)

    /* On the dashboard, "Fait" clears it from "À relancer" and the bell. */
    await page.goto(route('dashboard'))
    const reminders = page.locator('section, div', {
      has: page.getByText('À relancer', { exact: true }),
    })
    await page.assertTextContains(reminders.last(), 'Inès Garnier')
    await page.getByRole('button', { name: 'Fait : Inès Garnier' }).click()
    await page.assertTextContains('.swal2-toast', 'Relance marquée comme faite.')
    await page.assertTextContains('main', 'Rien à relancer aujourd’hui.')
    await page.assertNotExists('[data-testid=relances-count]')

    const saved = await Interaction.query().where('contactId', contact.id).firstOrFail()
    assert.equal(saved.type, 'appel')
    assert.equal(saved.relanceLe?.toISODate(), today)
    assert.isNotNull(saved.relanceFaiteAt)
    assert.include(saved.resume!, 'Intéressée par deux stagiaires en mars')
  })

  test('log a call, then send a template to the contact: both in the timeline', async ({
    visit,
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const { user, contact } = await aProWithContact({
        prenom: 'Hugo',
        nom: 'Fontaine',
        email: 'hugo.fontaine@example.fr',
      })
      await aTexte(user, {
        nom: 'Suivi de stage',
        sujet: 'Votre stage, {{contact.prenom}}',
        contenu: '<p>Bonjour {{contact.prenom}},</p><p>Où en êtes-vous ?</p>',
      })

      const page = await signedIn(visit, user, route('contacts.show', { id: contact.id }))
      await logCall(page, 'Appel de suivi, tout va bien')

      await page.getByRole('link', { name: 'Envoyer un e-mail' }).click()
      await page.waitForURL(`**${route('contacts.email', { id: contact.id })}`)
      await page.getByLabel('Texte').selectOption({ label: 'Suivi de stage' })
      await page.waitForURL(/texte=\d+/)
      const subject = page.getByLabel('Objet')
      await page.waitForFunction(
        () => (document.querySelector('input[name=sujet]') as HTMLInputElement)?.value !== ''
      )
      assert.equal(await subject.inputValue(), 'Votre stage, Hugo')
      await page.assertTextContains('.ProseMirror', 'Bonjour Hugo,')
      await page.getByRole('button', { name: 'Envoyer' }).click()

      await page.waitForURL(`**${route('contacts.show', { id: contact.id })}`)
      await page.assertTextContains('.swal2-toast', 'E-mail envoyé à Hugo Fontaine.')
      const sent = page.locator('article', { hasText: 'Votre stage, Hugo' })
      await page.assertTextContains(sent, 'E-mail envoyé')
      await page.assertVisible(page.locator('article', { hasText: 'Appel de suivi, tout va bien' }))
      await page.getByRole('button', { name: 'E-mails envoyés' }).click()
      await page.assertNotExists('article:has-text("Appel de suivi")')
      await page.assertVisible(sent)

      mails.assertSent(TexteMail, ({ message }) => {
        message.assertTo('hugo.fontaine@example.fr')
        message.assertSubject('Votre stage, Hugo')
        return true
      })
    } finally {
      mail.restore()
    }
  })
})
