/// <reference lib="dom" />
import { test } from '@japa/runner'
import type User from '#models/user'
import { PRO_LINKS, sidebarLinks, userWithRole } from '#tests/browser/helpers'
import { signedIn, signedInSized } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/* The drawer is out of sight: off screen, or (the closed mobile dialog) not in the page at all. */
const sidebarAway = () => {
  const sidebar = document.querySelector('#sidebar')
  return !sidebar || sidebar.getBoundingClientRect().right <= 0
}
const sidebarIn = () => document.querySelector('#sidebar')?.getBoundingClientRect().left === 0

test.group('Browser: backend shell navigation', () => {
  /* The guarded pages (docs/product.md §1) and the sidebar link leading to each. */
  const GUARDED = {
    [route('contacts.index')]: 'Contacts',
    [route('offres.index')]: 'Offres',
    [route('candidatures.index')]: 'Candidatures',
    [route('esidoor.dashboard')]: 'e-sidoor',
    [route('access_test')]: 'Test accès',
  }
  const MENUS: { label: string; user: () => Promise<User>; links: string[] }[] = [
    { label: 'pro', user: () => userWithRole('pro'), links: PRO_LINKS },
    {
      label: 'esi (staff)',
      user: () => userWithRole('esi'),
      links: [...PRO_LINKS, 'e-sidoor', 'Test accès'],
    },
    /* An esi without the staff flag: the server refuses Test accès (403), so the menu hides it. */
    {
      label: 'esi sans staff',
      user: async () => {
        const esi = await userWithRole('esi')
        esi.isStaff = false
        return esi.save()
      },
      links: [...PRO_LINKS, 'e-sidoor'],
    },
    {
      label: 'visiteur',
      user: () => userWithRole('visiteur'),
      links: ['Dashboard', 'Sociétés', 'Profile', 'Landing'],
    },
  ]

  for (const menu of MENUS) {
    test(`${menu.label}: the sidebar and the user menu offer exactly the pages the server opens`, async ({
      visit,
      assert,
    }) => {
      const page = await signedIn(visit, await menu.user())
      assert.deepEqual(await sidebarLinks(page), menu.links)

      /* What the server answers this user, without following a redirect. */
      const status = async (path: string) => {
        const response = await page.request.get(path, { maxRedirects: 0 })
        return response.status()
      }
      const hrefs = await page
        .locator('#sidebar ul a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      for (const href of hrefs) assert.equal(await status(href), 200, `${href} opens`)
      for (const [path, label] of Object.entries(GUARDED)) {
        if (!menu.links.includes(label)) assert.equal(await status(path), 403, `${path} refused`)
      }

      /* The user menu: the same two items for everyone, and its page opens. */
      await page.getByRole('button', { name: /menu utilisateur/i }).click()
      const items = await page.getByRole('menuitem').allTextContents()
      assert.deepEqual(
        items.map((item) => item.trim()),
        ['Profile', 'Log Out']
      )
      const profile = await page.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')
      assert.equal(await status(profile ?? ''), 200, 'the profile opens')
    })
  }

  test('the active link is marked and the sidebar collapses to mini and hides at 1280 px', async ({
    visit,
    assert,
  }) => {
    const page = await signedInSized(visit, { width: 1280, height: 800 }, await userWithRole('pro'))

    await page.assertExists('#sidebar a[aria-current=page][href="/dashboard"]')
    const fullWidth = await page
      .locator('#sidebar')
      .evaluate((el) => el.getBoundingClientRect().width)
    assert.equal(fullWidth, 240)

    await page.getByRole('button', { name: 'Réduire le menu' }).click()
    await page.waitForFunction(
      () => document.querySelector('#sidebar')!.getBoundingClientRect().width === 64
    )
    await page.assertNotVisible(page.locator('#sidebar').getByText('Apparence'))

    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click()
    await page.waitForFunction(
      () => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0
    )
    await page.waitForFunction(
      () => document.querySelector('#main-content')!.getBoundingClientRect().left === 0
    )
  })

  test('at 390 px the sidebar is an off-canvas drawer with a page overlay', async ({ visit }) => {
    const page = await signedInSized(visit, { width: 390, height: 844 }, await userWithRole('pro'))

    await page.waitForFunction(sidebarAway)
    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click()
    await page.waitForFunction(sidebarIn)
    await page.assertVisible('[data-testid=page-overlay]')

    await page.locator('[data-testid=page-overlay]').click({ position: { x: 370, y: 400 } })
    await page.waitForFunction(sidebarAway)
    await page.waitForSelector('[data-testid=page-overlay]', { state: 'detached' })
  })

  /* Styles and the menu button switch at the same width: 992 px. */
  for (const width of [991, 992, 1023, 1024]) {
    test(`at ${width} px the menu button and the sidebar agree`, async ({ visit }) => {
      const page = await signedInSized(visit, { width, height: 800 }, await userWithRole('pro'))
      const toggle = page.getByRole('button', { name: 'Afficher ou masquer le menu' })

      if (width < 992) {
        /* A drawer: hidden, opened by the button, closed by its backdrop. */
        await page.waitForFunction(sidebarAway)
        await toggle.click()
        await page.waitForFunction(sidebarIn)
        await page
          .locator('[data-testid=page-overlay]')
          .click({ position: { x: width - 20, y: 400 } })
        await page.waitForFunction(sidebarAway)
        await page.waitForSelector('[data-testid=page-overlay]', { state: 'detached' })
      } else {
        /* Beside the page, without a backdrop: the button hides it and shows it again. */
        await page.waitForFunction(
          () => document.querySelector('#sidebar')!.getBoundingClientRect().left === 0
        )
        await page.assertNotExists('[data-testid=page-overlay]')
        await toggle.click()
        await page.waitForFunction(
          () => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0
        )
        await toggle.click()
        await page.waitForFunction(
          () => document.querySelector('#sidebar')!.getBoundingClientRect().left === 0
        )
      }
    })
  }

  test('the search overlay opens, closes with Escape, and submits to /recherche', async ({
    visit,
  }) => {
    const page = await signedIn(visit, await userWithRole('pro'))

    await page.getByRole('button', { name: 'Rechercher…' }).click()
    const input = page.getByRole('searchbox', { name: 'Rechercher' })
    await page.assertVisible(input)
    await page.keyboard.press('Escape')
    await page.assertNotExists('input[type=search]')

    await page.getByRole('button', { name: 'Rechercher…' }).click()
    await input.fill('Société Dupont')
    await input.press('Enter')
    await page.waitForURL((url) => url.pathname === route('search'))
    await page.assertQueryString({ q: 'Société Dupont' })
  })

  test('the user menu shows the person and logs out', async ({ visit }) => {
    const page = await signedIn(visit, await userWithRole('pro'))

    await page.getByRole('button', { name: /menu utilisateur/i }).click()
    await page.assertTextContains('[role=menu]', 'Paul Rousseau')
    await page.assertVisible(page.getByRole('menuitem', { name: 'Profile' }))
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.assertVisible(page.getByRole('link', { name: 'Log in' }))
  })

  test('the side overlay opens with its two tabs and closes with Escape', async ({ visit }) => {
    const page = await signedIn(visit, await userWithRole('pro'))

    await page.getByRole('button', { name: 'Ouvrir le panneau latéral' }).click()
    await page.assertVisible(page.getByRole('tab', { name: 'Aperçu' }))
    await page.getByRole('tab', { name: 'Offres' }).click()
    await page.assertTextContains('#side-overlay', 'Brouillons')
    await page.keyboard.press('Escape')
    await page.waitForSelector('#side-overlay', { state: 'detached' })
  })

  test('a missing page shows the French 404 inside the layout', async ({ visit }) => {
    const page = await signedIn(visit, await userWithRole('pro'), '/app/nulle-part')
    await page.assertTextContains('h1', 'Page introuvable')
    await page.assertExists('#sidebar')
    await page.assertTitle('Page introuvable - e-sidoor')
  })
})
