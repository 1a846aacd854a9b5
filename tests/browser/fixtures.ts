/// <reference lib="dom" />
import type { Page } from 'playwright'
import type { ExtractFactoryAttributes as Fields } from '@adonisjs/lucid/types/factory'
import type User from '#models/user'
import type Candidature from '#models/candidature'
import type Offre from '#models/offre'
import type Societe from '#models/societe'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { aSociete, anOffre } from '#tests/helpers/owned_records'
import { signIn } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'

/*
| What most browser tests start from, in one line each: a page signed in
| through the real form, at the page under test; a sign-up; a candidature
| with its offre.
*/

/** The test context's `visit`: a new page at `url`. */
export type Visit = (url: string) => Promise<Page>

/**
 * A new page signed in as `user` through the real login form (`signIn`: two-factor
 * code included), then at `url` when one is given.
 */
export async function signedIn(visit: Visit, user: User, url?: string) {
  const page = await visit(route('home'))
  await signIn(page, user)
  if (url) await page.goto(url)
  return page
}

/** The same on a page of `size` from its first load on (a phone's layout, a desktop's). */
export async function signedInSized(
  visit: Visit,
  size: { width: number; height: number },
  user: User,
  url?: string
) {
  const page = await visit(route('home'))
  await page.setViewportSize(size)
  await signIn(page, user)
  if (url) await page.goto(url)
  return page
}

/**
 * Julie Bernard (julie@example.fr, « motdepasse ») signs up through the form on a
 * new page, which then waits on the login form (a sign-up signs nobody in).
 */
export async function signedUpThroughForm(visit: Visit) {
  const page = await visit(route('register'))
  await page.getByLabel('Nom complet').fill('Julie Bernard')
  await page.getByLabel('Adresse e-mail').fill('julie@example.fr')
  await page.locator('input[name=password]').fill('motdepasse')
  await page.getByLabel('Confirmation du mot de passe').fill('motdepasse')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await page.waitForURL(`**${route('login')}`)
  return page
}

/** Waits until the rich-text editor « Contenu » (loaded on demand) has the focus. */
export async function contenuFocused(page: Page) {
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Contenu')
}

/**
 * One candidature to a published offre of `owner`, at a société of theirs, each
 * with the fields given over the factories' defaults.
 */
export async function aCandidature(
  owner: User,
  fields: {
    societe?: Fields<typeof Societe>
    offre?: Fields<typeof Offre>
    candidature?: Fields<typeof Candidature>
  } = {}
) {
  const societe = await aSociete(owner, fields.societe)
  const offre = await anOffre(owner, societe, fields.offre, 'publiee')
  const candidature = await CandidatureFactory.merge({
    ...fields.candidature,
    userId: owner.id,
    offreId: offre.id,
  }).create()
  return { societe, offre, candidature }
}
