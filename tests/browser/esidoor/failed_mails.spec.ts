/// <reference lib="dom" />
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import MailDelivery from '#models/mail_delivery'
import { UserFactory } from '#database/factories/user_factory'
import { FIRST_FILE, signedInAt } from '#tests/browser/fixtures'
import { failedResetMail } from '#tests/helpers/mail_deliveries'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'

/*
| « Envois en échec » through the real page: an esi admin follows the count
| beside e-sidoor, resends one mail (the suite's queue sends it at once) and
| abandons the other, each after its question, each with its toast.
| FAILED_MAILS_SCREENSHOTS=1 also writes the page, light and dark, at 1440
| and 390 px, into tmp/screenshots/failed_mails/.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/failed_mails',
  process.env.FAILED_MAILS_SCREENSHOTS === '1'
)

test.group('Browser: « Envois en échec »', () => {
  test('an esi admin resends one failed mail and abandons another', async ({ visit, assert }) => {
    const admin = await userWithRole('esi')
    const paul = await UserFactory.merge({ email: 'paul@cabinet.fr' }).create()
    const julie = await UserFactory.merge({ email: 'julie@atelier.fr' }).create()
    const failedAt = DateTime.now().minus({ hours: 3 })
    const reset = await failedResetMail(paul, {
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      recipient: paul.email,
      subject: 'Réinitialisation de votre mot de passe',
      createdAt: failedAt,
      updatedAt: failedAt.plus({ minutes: 40 }),
    })
    const approval = await MailDelivery.create({
      kind: 'account_approved',
      data: { userId: julie.id, reason: null },
      userId: julie.id,
      status: 'en_attente',
      attempts: 0,
      createdAt: DateTime.now().minus({ hours: 2 }),
    })

    const page = await visit(FIRST_FILE)
    await signedInAt(page, admin)
    await page.locator('#sidebar').getByRole('link', { name: '2 envois en échec' }).click()
    await page.waitForURL('**/dashboard-pro/envois')
    await page.assertTextContains('h1', 'Envois en échec')
    await page.assertElementsCount('tbody tr', 2)
    const resetRow = page.locator('tbody tr', { hasText: 'paul@cabinet.fr' })
    await resetRow.getByText('Réinitialisation de votre mot de passe').waitFor()
    await resetRow.getByText("Serveur d'envoi (SMTP) injoignable : connexion refusée").waitFor()
    await page
      .locator('tbody tr', { hasText: 'julie@atelier.fr' })
      .getByText('Compte validé')
      .waitFor()
    await shoot(page, 'list')

    await resetRow.getByRole('button', { name: 'Renvoyer' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Renvoyer cet e-mail ?').waitFor()
    await shoot(page, 'confirm', () => page.locator('.swal2-popup'))
    await dialog.getByRole('button', { name: 'Renvoyer' }).click()
    await page.assertTextContains('.swal2-toast', "E-mail remis dans la file d'envoi.")
    /* Sent at once by the suite's queue: it leaves the list. */
    await page.assertElementsCount('tbody tr', 1)
    await reset.refresh()
    assert.equal(reset.status, 'envoye')
    assert.equal(reset.resentBy, admin.id)

    await page.getByRole('button', { name: 'Abandonner' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Abandonner' }).click()
    await page.assertTextContains('.swal2-toast', 'E-mail abandonné : il ne sera pas envoyé.')
    await page.getByText('Aucun envoi en échec').waitFor()
    await approval.refresh()
    assert.equal(approval.status, 'abandonne')
    /* Nothing left: no count beside e-sidoor. */
    await page
      .locator('#sidebar')
      .getByRole('link', { name: /envois? en échec/ })
      .waitFor({ state: 'detached' })
    await shoot(page, 'empty')
  })
})
