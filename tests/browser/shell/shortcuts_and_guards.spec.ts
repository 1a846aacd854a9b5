/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright'
import type Contact from '#models/contact'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/*
| What a daily user expects from the signed-in shell (docs/product.md §5–6):
| keyboard shortcuts, a question before unsaved changes are lost, toasts a
| screen reader hears, and focus that comes back after a dialog.
*/

/** The header's search field, named exactly "Rechercher" (the lists' own boxes say more). */
const headerSearch = (page: Page) =>
  page.getByRole('searchbox', { name: 'Rechercher', exact: true })

/** The command palette that Ctrl+K opens (inertia/shell/command_palette.tsx). */
const commandPalette = (page: Page) => page.getByRole('dialog', { name: 'Palette de commandes' })

const sidebarLink = (page: Page, name: string) =>
  page.locator('#sidebar').getByRole('link', { name, exact: true })

/** The confirm dialog (a modal sweetalert2 popup, not a toast). */
const confirmDialog = (page: Page) => page.locator('.swal2-popup:not(.swal2-toast)')

/**
 * Waits for the palette's close to finish giving the focus back (its dialog restores it
 * in a later frame): a key pressed before would go where the focus was, then lose it.
 * Seen in CI under load: "/" opened the header search, then the focus moved away.
 */
async function focusRestored(page: Page) {
  await page.assertNotExists('[data-testid=command-palette]')
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  )
}

/** `keys` open the command palette, its field focused; Escape closes it. */
async function paletteOpensAndCloses(page: Page, keys: string) {
  await page.keyboard.press(keys)
  await assertFocused(commandPalette(page).getByRole('combobox'))
  await page.keyboard.press('Escape')
}

/** The palette opened with `keys` and closed (its leave transition over), "/" then focuses the header search. */
async function paletteThenSearch(page: Page, keys: string) {
  await paletteOpensAndCloses(page, keys)
  await focusRestored(page)
  await page.keyboard.press('/')
  await assertFocused(headerSearch(page))
}

async function assertFocused(locator: Locator) {
  await locator
    .page()
    .waitForFunction((element) => element === document.activeElement, await locator.elementHandle())
}

/**
 * Waits until leaving the tab would ask (or would not): the page's beforeunload
 * handlers, run as the browser runs them. The handler follows the form's state
 * one render later, hence the wait; it fails when that never happens.
 */
async function assertUnloadAsks(page: Page, expected: boolean) {
  await page.waitForFunction(
    (asks) => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented === asks
    },
    expected,
    { timeout: 10_000 }
  )
}

/** A pro with one contact, Élise Garnier, signed in: the page (at `at(contact)` when given). */
async function signedInPro(visit: Visit, at?: (contact: Contact) => string) {
  const user = await userWithRole('pro')
  const contact = await aContact(user, {
    prenom: 'Élise',
    nom: 'Garnier',
    fonction: 'Chargée de recrutement',
  })
  const page = await signedIn(visit, user, at?.(contact))
  return { page, contact }
}

/** Élise Garnier's edit form: its « Fonction » field and the sidebar's Contacts link. */
async function onContactForm(visit: Visit) {
  const { page, contact } = await signedInPro(visit, ({ id }) => route('contacts.edit', { id }))
  const fonction = page.getByLabel('Fonction')
  return { page, contact, fonction, contactsLink: sidebarLink(page, 'Contacts') }
}

test.group('Browser: keyboard shortcuts, unsaved changes, toasts and focus', (group) => {
  group.each.timeout(90_000)

  test('Ctrl+K and ⌘K open the command palette, "/" the header search, from the dashboard and a list; "/" in a field is text', async ({
    visit,
    assert,
  }) => {
    const { page } = await signedInPro(visit)

    /* The dashboard: Ctrl+K opens the palette, "/" the header search; Escape closes each. */
    await paletteThenSearch(page, 'Control+k')
    assert.equal(await headerSearch(page).inputValue(), '', 'the "/" opened it, it is not typed')
    await page.keyboard.press('Escape')

    /* The header's button: focus returns to it once the search closes. */
    const searchButton = page.getByRole('button', { name: 'Rechercher…' })
    await searchButton.click()
    await assertFocused(headerSearch(page))
    await page.keyboard.press('Escape')
    await assertFocused(page.getByRole('button', { name: 'Rechercher…' }))

    /* A list page: "/" typed in its search box stays text, Ctrl+K still opens the palette. */
    await sidebarLink(page, 'Contacts').click()
    await page.waitForURL(`**${route('contacts.index')}`)
    const listSearch = page.getByRole('searchbox', { name: 'Rechercher un contact' })
    await listSearch.click()
    await page.keyboard.type('a/b')
    assert.equal(await listSearch.inputValue(), 'a/b')
    await page.assertNotExists('input[type=search][name=q]')
    await paletteOpensAndCloses(page, 'Control+k')
    await assertFocused(listSearch)

    /* ⌘K (a Mac's Ctrl+K) and "/" from the list's page itself. */
    await page.locator('main h1').click()
    await paletteThenSearch(page, 'Meta+k')
  })

  test('"?" lists the shortcuts; Escape closes the dialog and focus goes back', async ({
    visit,
    assert,
  }) => {
    const { page } = await signedInPro(visit)
    const contactsLink = sidebarLink(page, 'Contacts')
    await contactsLink.focus()

    await page.keyboard.press('?')
    const dialog = page.getByRole('dialog', { name: 'Raccourcis clavier' })
    await page.assertVisible(dialog)
    const rows = await dialog.locator('dl > div').evaluateAll((items) =>
      items.map((item) => ({
        keys: Array.from(item.querySelectorAll('dt kbd kbd'), (key) => key.textContent).join(' '),
        label: item.querySelector('dd p')?.textContent,
      }))
    )
    assert.deepEqual(rows, [
      { keys: 'Ctrl K ⌘ K', label: 'Palette de commandes' },
      { keys: '/', label: 'Rechercher' },
      { keys: '?', label: 'Afficher les raccourcis' },
      { keys: 'Échap', label: 'Fermer' },
    ])
    await page.assertTextContains('[role=dialog] dl', "hors d'un champ de saisie.")
    /* No shortcut reaches the page behind the dialog. */
    await page.keyboard.press('Control+k')
    await page.keyboard.press('/')
    await page.assertNotExists('input[type=search][name=q]')
    await page.assertNotExists('[data-testid=command-palette]')

    await page.keyboard.press('Escape')
    await page.assertNotExists('[role=dialog]')
    await assertFocused(contactsLink)

    /* Its "Fermer" button closes it too. */
    await page.keyboard.press('?')
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await page.assertNotExists('[role=dialog]')

    /* Typed in the header search, "?" is a character. */
    await page.keyboard.press('/')
    await page.keyboard.type('où ?')
    assert.equal(await headerSearch(page).inputValue(), 'où ?')
    await page.assertNotExists('[role=dialog]')
  })

  test('following a link away from an edited contact asks in French; staying keeps the value', async ({
    visit,
    assert,
  }) => {
    const { page, contact, fonction, contactsLink } = await onContactForm(visit)

    await fonction.fill('Directrice des ressources humaines')
    await assertUnloadAsks(page, true)

    /* "Rester sur la page": same page, same value, focus back on the link. */
    await contactsLink.click()
    await page.assertTextContains('.swal2-popup', 'Quitter sans enregistrer ?')
    await page.assertTextContains(
      '.swal2-popup',
      'Vos modifications non enregistrées seront perdues.'
    )
    await page.getByRole('button', { name: 'Rester sur la page' }).click()
    await page.waitForSelector('.swal2-container', { state: 'detached' })
    await assertFocused(contactsLink)
    assert.match(page.url(), new RegExp(`/app/contacts/${contact.id}/edit$`))
    assert.equal(await fonction.inputValue(), 'Directrice des ressources humaines')

    /* "Quitter la page": the visit goes on, the change is dropped. */
    await contactsLink.click()
    await page.getByRole('button', { name: 'Quitter la page' }).click()
    await page.waitForURL(`**${route('contacts.index')}`)
    await assertUnloadAsks(page, false)
    await page.assertTextContains('main', 'Chargée de recrutement')
  })

  test('an untouched, restored or saved contact form lets the person go without asking', async ({
    visit,
    assert,
  }) => {
    const { page, contact, fonction, contactsLink } = await onContactForm(visit)

    /* Untouched, or typed then put back: nothing to lose, nothing to ask. */
    await assertUnloadAsks(page, false)
    await fonction.fill('Directrice des ressources humaines')
    await assertUnloadAsks(page, true)
    await fonction.fill('Chargée de recrutement')
    await assertUnloadAsks(page, false)
    await contactsLink.click()
    await page.waitForURL(`**${route('contacts.index')}`)
    assert.equal(await confirmDialog(page).count(), 0)

    /* Saved: the redirect and the next link go without a question. */
    await page.goto(route('contacts.edit', { id: contact.id }))
    await fonction.fill('Directrice des ressources humaines')
    await assertUnloadAsks(page, true)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.waitForURL(`**${route('contacts.show', { id: contact.id })}`)
    await page.assertTextContains('main', 'Directrice des ressources humaines')
    await assertUnloadAsks(page, false)
    await contactsLink.click()
    await page.waitForURL(`**${route('contacts.index')}`)
    assert.equal(await confirmDialog(page).count(), 0)
  })

  test('the form\'s own "Annuler" leaves without asking; a reload asks only while dirty', async ({
    visit,
    assert,
  }) => {
    const { page, contact } = await signedInPro(visit, ({ id }) => route('contacts.edit', { id }))

    await page.getByLabel('Fonction').fill('Consultante')
    await page.getByRole('link', { name: 'Annuler' }).click()
    await page.waitForURL(`**${route('contacts.show', { id: contact.id })}`)
    assert.equal(await confirmDialog(page).count(), 0)
    await page.assertTextContains('main', 'Chargée de recrutement')

    /* The browser's own question on reload, typed with the keyboard (a real gesture). */
    await page.goto(route('contacts.edit', { id: contact.id }))
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.accept()
    })
    await page.getByLabel('Fonction').click()
    await page.keyboard.type(' senior')
    await page.reload()
    assert.deepEqual(dialogs, ['beforeunload'])
    assert.equal(await page.getByLabel('Fonction').inputValue(), 'Chargée de recrutement')
    await page.getByLabel('Fonction').click()
    await page.reload()
    assert.deepEqual(dialogs, ['beforeunload'], 'clean: no question')
  })

  test('toasts are read from live regions: polite for a success, assertive for an error', async ({
    visit,
  }) => {
    const { page } = await signedInPro(visit)
    await page.goto(route('profile.edit'))

    /* A profile section form: saved, then the menu goes without asking. */
    await page.getByLabel('Nom complet').fill('Paula Rousseau')
    await page.getByRole('button', { name: 'Enregistrer' }).first().click()
    await page.assertTextContains('[aria-live="polite"] .swal2-toast', 'Profil mis à jour.')
    await page.assertNotExists('[aria-live="assertive"] .swal2-toast')
    await sidebarLink(page, 'Dashboard').click()
    await page.waitForURL(`**${route('dashboard')}`)

    await page.evaluate(async () => {
      const { toast } = await import('/inertia/lib/toast.ts' as string)
      toast('error', 'Impossible de copier le texte.')
    })
    await page.assertTextContains(
      '[aria-live="assertive"] .swal2-toast',
      'Impossible de copier le texte.'
    )
  })

  test('focus returns to the button that opened a confirm dialog once it is cancelled', async ({
    visit,
    assert,
  }) => {
    const { page, contact } = await signedInPro(visit, ({ id }) => route('contacts.show', { id }))

    const remove = page.getByRole('button', { name: 'Supprimer', exact: true })
    await remove.focus()
    await page.keyboard.press('Enter')
    await page.assertTextContains('.swal2-popup', 'Mettre « Élise Garnier » à la corbeille ?')
    await assertFocused(page.getByRole('button', { name: 'Annuler' }))
    await page.keyboard.press('Enter')
    await page.waitForSelector('.swal2-container', { state: 'detached' })
    await assertFocused(remove)
    assert.match(page.url(), new RegExp(`${route('contacts.show', { id: contact.id })}$`))
  })
})
