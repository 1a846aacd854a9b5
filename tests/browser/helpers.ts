/// <reference lib="dom" />
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import * as TwoFactor from '#services/accounts/two_factor'
import { nextCodeOf } from '#tests/helpers/two_factor'
import { layoutSettled } from '#tests/browser/waits'
import { route } from '#tests/helpers/routes'

/** Demo-like accounts for a role: pro, esi (admin + staff), visiteur (no role), lecteur. */
export function userWithRole(role: 'pro' | 'esi' | 'visiteur' | 'lecteur') {
  const factory = UserFactory.merge({ fullName: 'Paul Rousseau' })
  if (role === 'pro') return factory.create()
  return factory.apply(role).create()
}

/**
 * Signs in through the real login form, as a person would; an account with
 * two-factor sign-in (every esi/staff one) then types its app's code. It lands
 * on the dashboard, or e-sidoor for the school's staff (role esi).
 */
export async function signIn(page: Page, user: User) {
  await page.goto(route('login'))
  /* Server-rendered: a form sent before hydration goes without its CSRF token and comes back. */
  await waitForHydratedButton(page, 'Se connecter')
  await page.getByLabel('Adresse e-mail').fill(user.email)
  await page.locator('input[name=password]').fill('motdepasse')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  if (TwoFactor.isEnabled(user)) {
    await page.waitForURL(`**${route('two_factor.challenge')}`)
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await nextCodeOf(user))
    await page.getByRole('button', { name: 'Valider' }).click()
  }
  await page.waitForURL(
    `**${user.role === 'esi' ? route('esidoor.dashboard') : route('dashboard')}`
  )
}

/**
 * Types `query` key by key into the list's search box named `box`, then waits
 * for `?search=` to follow and checks the one row left names `row`.
 */
export async function searchNarrowsTo(page: Page, box: string, query: string, row: string) {
  await page.getByRole('searchbox', { name: box }).pressSequentially(query, { delay: 40 })
  await page.waitForURL((url) => url.searchParams.get('search') === query)
  await page.assertElementsCount('tbody tr', 1)
  await page.assertTextContains('tbody', row)
}

/**
 * Answers the confirm dialog the last click opened: checks it asks `question`,
 * presses its button `confirm`, then checks the toast says `toast`.
 */
export async function confirmDialog(page: Page, question: string, confirm: string, toast: string) {
  await page.assertTextContains('.swal2-popup', question)
  await page.locator('.swal2-popup').getByRole('button', { name: confirm }).click()
  await page.assertTextContains('.swal2-toast', toast)
}

/**
 * Presses « Restaurer » on the page, checks the toast says `toast` and, read
 * again, `record` is out of the trash.
 */
export async function restoreFromTrash(
  page: Page,
  assert: Assert,
  record: { refresh(): Promise<unknown>; deletedAt: unknown },
  toast: string
) {
  await page.getByRole('button', { name: 'Restaurer' }).click()
  await page.assertTextContains('.swal2-toast', toast)
  await record.refresh()
  assert.isNull(record.deletedAt)
}

/** Where the bulk bar (« Actions groupées ») says what is selected. */
export const BULK_COUNT = '[aria-label="Actions groupées"] p'

/**
 * Ticks « Sélectionner toute la page » in the table's head, checks the bar's count
 * (`pageCount`), then takes every row matching the list (the bar's button `everyRow`)
 * and checks it says so (`everyCount`).
 */
export async function selectEveryMatchingRow(
  page: Page,
  { pageCount, everyRow, everyCount }: { pageCount: string; everyRow: string; everyCount: string }
) {
  await page.locator('thead').getByRole('checkbox', { name: 'Sélectionner toute la page' }).click()
  await page.assertTextContains(BULK_COUNT, pageCount)
  await page
    .getByRole('region', { name: 'Actions groupées' })
    .getByRole('button', { name: everyRow })
    .click()
  await page.assertTextContains(BULK_COUNT, everyCount)
}

/** The sidebar of a pro (contacts and offres), in order. */
export const PRO_LINKS = [
  'Dashboard',
  'Contacts',
  'Offres',
  'Candidatures',
  'Sociétés',
  'Profile',
  'Landing',
]

/** Labels of the sidebar menu links, in order. */
export async function sidebarLinks(page: Page) {
  return page
    .locator('#sidebar ul a')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''))
}

/**
 * A `shoot(page, name, target?)` that writes a page (or one element) in light
 * and dark, at 1440 and 390 px, into `dir` — only when `enabled` (an opt-in
 * environment variable of the spec), so test runs stay fast.
 */
export function screenshotsInto(dir: string, enabled: boolean) {
  return async function shoot(page: Page, name: string, target?: () => Locator) {
    if (!enabled) return
    mkdirSync(dir, { recursive: true })
    const size = page.viewportSize()
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await layoutSettled(page)
        const path = `${dir}/${name}-${scheme}-${width}.png`
        if (target) await target().screenshot({ path })
        else await page.screenshot({ path, fullPage: true })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    if (size) await page.setViewportSize(size)
  }
}

/**
 * Waits until React has hydrated a server-rendered page's button named
 * `name` (the public board's pages arrive rendered; a click before
 * hydration does nothing).
 */
export async function waitForHydratedButton(page: Page, name: string, timeout = 10_000) {
  try {
    await page.waitForFunction(
      (text) => {
        const button = Array.from(document.querySelectorAll('button')).find(
          (element) => element.textContent?.trim() === text
        )
        return Object.keys(button ?? {}).some((key) => key.startsWith('__reactProps'))
      },
      name,
      { timeout }
    )
  } catch {
    throw new Error(`« ${name} » never hydrated`)
  }
}
