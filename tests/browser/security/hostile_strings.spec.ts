/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| Findings 2 and 7, as a person meets them: hostile strings stored in records
| must neither blank a page on a full load nor run as HTML in a toast or a
| confirm dialog.
*/
const COMMENT = 'DS <!--<script>'
const IMG = '<img src=x onerror="window.__pwned=1">Acme'
const SEPARATORS = 'Ligne\u2028séparée'

declare global {
  interface Window {
    __pwned?: number
  }
}

test.group('Browser: hostile strings stay text', () => {
  test('a full page load with hostile names renders every row', async ({ visit, assert }) => {
    const user = await UserFactory.merge({ fullName: COMMENT }).create()
    const societe = await Societe.create({ userId: user.id, nom: IMG, pays: 'France' })
    await Contact.createMany([
      { userId: user.id, prenom: 'Jean', nom: COMMENT, societeId: societe.id },
      { userId: user.id, prenom: 'Anne', nom: SEPARATORS },
    ])
    const page = await signedIn(visit, user)

    for (const url of [route('contacts.index'), route('dashboard'), route('societes.index')]) {
      await page.goto(url)
      await page.locator('main').waitFor()
      assert.include(
        await page.locator('main').innerText(),
        url === route('societes.index') ? IMG : COMMENT
      )
    }
    await page.goto(route('contacts.index'))
    await page.assertElementsCount('tbody tr', 2)
    assert.isUndefined(await page.evaluate(() => window.__pwned))
  })

  test('toasts and the delete confirmation show markup as text', async ({ visit, assert }) => {
    const user = await UserFactory.create()
    const societe = await Societe.create({ userId: user.id, nom: IMG, pays: 'France' })
    const page = await signedIn(visit, user, route('societes.edit', { id: societe.id }))
    await page.getByRole('button', { name: 'Supprimer' }).first().click()
    const dialog = page.locator('.swal2-popup')
    await dialog.waitFor()
    assert.include(await dialog.innerText(), IMG)
    assert.equal(await dialog.locator('img:not(.swal2-image)').count(), 0)
    await page.getByRole('button', { name: 'Annuler' }).click()

    /* The toast helper itself, as every flash message and client action reaches it. */
    await page.evaluate(async (message) => {
      const url = '/inertia/lib/toast.ts'
      const { toast } = await import(/* @vite-ignore */ url)
      toast('success', message)
    }, IMG)
    const toast = page.locator('.swal2-toast')
    await toast.waitFor()
    assert.include(await toast.innerText(), IMG)
    assert.equal(await toast.locator('img:not(.swal2-image)').count(), 0)
    assert.isUndefined(await page.evaluate(() => window.__pwned))
  })
})
