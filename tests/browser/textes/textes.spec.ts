/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import Texte from '#models/texte'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn, contenuFocused, typeInContenu } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

test.group('Browser: a pro writes and uses a text template', () => {
  test('insert {{contact.prenom}} from the menu, render it for a contact, copy it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await userWithRole('pro')
    /* Fontaine comes first by name, so the preview starts with Hugo as its sample. */
    await Contact.createMany([
      { userId: user.id, prenom: 'Hugo', nom: 'Fontaine', statut: 'prospect' },
      { userId: user.id, prenom: 'Sophie', nom: 'Lambert', statut: 'client' },
    ])
    await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await signedIn(visit, user, route('textes.create'))

    await page.getByLabel('Nom du modèle').fill('Relance candidature')
    await page.getByLabel('Objet').fill('Votre candidature')
    /* The editor is loaded on demand: typed into once it has the focus. */
    await typeInContenu(page, 'Bonjour ')
    await page.getByRole('button', { name: 'Insérer une variable' }).click()
    await page.getByRole('menuitem', { name: /Prénom du contact/ }).click()
    await contenuFocused(page)
    await page.keyboard.type(', à bientôt.')
    await page.assertTextContains(
      '[role=textbox][aria-label=Contenu]',
      'Bonjour {{contact.prenom}}, à bientôt.'
    )
    await page.getByRole('button', { name: 'Créer le modèle' }).click()
    await page.assertTextContains('.swal2-toast', 'Texte créé.')

    const texte = await Texte.findByOrFail('userId', user.id)
    assert.equal(texte.contenu, '<p>Bonjour {{contact.prenom}}, à bientôt.</p>')
    await page.waitForURL(`**${route('textes.show', { id: texte.id })}`)
    await page.assertTextContains('[data-testid=rendu-contenu]', 'Bonjour Hugo, à bientôt.')

    const contact = page.getByRole('combobox', { name: 'Contact' })
    await contact.fill('soph')
    await page.getByRole('option', { name: 'Sophie Lambert' }).click()
    await page.waitForURL((url) => url.searchParams.has('contact'))
    await page.assertTextContains('[data-testid=rendu-contenu]', 'Bonjour Sophie, à bientôt.')

    await page.getByRole('button', { name: 'Copier', exact: true }).click()
    await page.assertTextContains('.swal2-toast', 'Texte copié.')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.equal(copied, 'Bonjour Sophie, à bientôt.')
  })
})
