/// <reference lib="dom" />
import type { Page } from 'playwright'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'

/** Demo-like accounts for a role: pro, esi (admin + staff), visiteur (no role), lecteur. */
export function userWithRole(role: 'pro' | 'esi' | 'visiteur' | 'lecteur') {
  const factory = UserFactory.merge({ fullName: 'Paul Rousseau' })
  if (role === 'pro') return factory.create()
  return factory.apply(role).create()
}

/** Signs in through the real login form, as a person would. */
export async function signIn(page: Page, user: User) {
  await page.goto('/login')
  await page.getByLabel('Adresse e-mail').fill(user.email)
  await page.locator('input[name=password]').fill('motdepasse')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.waitForURL('**/dashboard')
}

/** Labels of the sidebar menu links, in order. */
export async function sidebarLinks(page: Page) {
  return page
    .locator('#sidebar ul a')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''))
}
