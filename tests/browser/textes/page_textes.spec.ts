/// <reference lib="dom" />
import { test } from '@japa/runner'
import PageTexte from '#models/page_texte'
import { DEFAULT_PAGE_TEXTES } from '#database/defaults/page_textes'
import { userWithRole } from '#tests/browser/helpers'
import { signedInAs, signedInAt } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

test.group('Browser: page texts', (group) => {
  group.each.setup(async () => {
    if (!(await PageTexte.first())) await PageTexte.createMany(DEFAULT_PAGE_TEXTES)
  })

  test('an admin edits accueil.titre and the landing page shows it', async ({ visit }) => {
    const admin = await userWithRole('esi')
    const page = await visit(route('home'))
    await page.assertTextContains('h1', 'Gérez vos sociétés')
    await signedInAt(page, admin, route('profile.edit'))

    const form = page.getByRole('form', { name: "Titre de la page d'accueil" })
    const editor = form.getByRole('textbox', { name: /Contenu/ })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Recrutez vos talents en Auvergne')
    await form.getByRole('button', { name: 'Enregistrer ce texte' }).click()
    await page.assertTextContains('.swal2-toast', 'Texte mis à jour.')

    await page.goto(route('home'))
    await page.assertTextContains('h1', 'Recrutez vos talents en Auvergne')
  })

  test('the dashboard message and the footer mentions are shown', async ({ visit }) => {
    for (const [cle, contenu] of [
      ['dashboard.message', '<p>Bonne semaine à tous</p>'],
      ['footer.mentions', '<p>Mentions légales de test</p>'],
    ])
      await PageTexte.query().where('cle', cle).update({ contenu })
    const { page } = await signedInAs(visit, 'pro')
    await page.assertTextContains('[data-testid=dashboard-message]', 'Bonne semaine à tous')
    await page.assertTextContains('footer', 'Mentions légales de test')
  })
})
