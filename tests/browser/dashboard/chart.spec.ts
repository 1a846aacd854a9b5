/// <reference lib="dom" />
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { SocieteFactory } from '#database/factories/societe_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { signIn, userWithRole } from '#tests/browser/helpers'

const canvasImage = () => document.querySelector<HTMLCanvasElement>('canvas')!.toDataURL()

test.group('Browser: dashboard chart', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the publication chart renders and follows dark mode and the colour theme', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      statut: 'publiee',
      publishedAt: DateTime.now(),
    }).createMany(3)

    const page = await visit('/')
    await page.emulateMedia({ colorScheme: 'light' })
    await signIn(page, user)
    await page.assertTextContains('[data-testid="count-Offres publiées"]', '3')
    const canvas = page.getByRole('img', {
      name: /Offres publiées par mois sur 12 mois : 3 au total/,
    })
    await page.assertVisible(canvas)
    const box = await canvas.boundingBox()
    assert.isAbove(box!.height, 100)
    const light = await page.evaluate(canvasImage)

    await page.getByRole('button', { name: 'Dark' }).click()
    await page.waitForFunction(
      (before) => document.querySelector('canvas')!.toDataURL() !== before,
      light
    )
    const dark = await page.evaluate(canvasImage)

    await page.getByRole('button', { name: 'Thème City' }).click()
    await page.waitForFunction(
      (before) => document.querySelector('canvas')!.toDataURL() !== before,
      dark
    )
  })
})
