/// <reference lib="dom" />
import { test } from '@japa/runner'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import type { Locator, Page } from 'playwright'
import { signedIn, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

/*
| Empty lists (issue #28, "Guidance"): a list empty because the person has no
| record yet says what it is for in one sentence and offers the first action (not
| to a reader); the corbeille view says it is empty; a search or filter that matched
| nothing says so and clears them. SCREENSHOTS=1 writes tmp/screenshots/empty_states/.
*/
const shoot = screenshotsInto('tmp/screenshots/empty_states', Boolean(process.env.SCREENSHOTS))

const EMPTY = '[data-empty-state]'

/** Each pro list with no record: its sentence and its first actions (link name → path). */
const FIRST_STEPS = [
  {
    url: route('contacts.index'),
    sentence: 'Vos contacts : les personnes que vous suivez dans vos sociétés',
    actions: {
      'Ajouter un contact': route('contacts.create'),
      'Importer un fichier': route('contacts.import.create'),
    },
  },
  {
    url: route('societes.index'),
    sentence: 'Vos sociétés : les entreprises pour lesquelles vous recrutez',
    actions: {
      'Ajouter une société': route('societes.create'),
      'Importer un fichier': route('societes.import.create'),
    },
  },
  {
    url: route('offres.index'),
    sentence: 'Vos offres : les emplois, stages et alternances de vos sociétés',
    actions: { 'Nouvelle offre': route('offres.create') },
  },
  {
    url: route('textes.index'),
    sentence: 'Vos modèles de texte : les relances, invitations et propositions',
    actions: { 'Nouveau modèle': route('textes.create') },
  },
]

/**
 * A new account of `role`, signed in, at each pro list once its sentence shows:
 * `check` then reads the page and its empty state. The page, at the last list.
 */
async function eachEmptyList(
  visit: Visit,
  role: 'pro' | 'lecteur',
  check: (page: Page, empty: Locator, list: (typeof FIRST_STEPS)[number]) => Promise<void>
) {
  const page = await signedIn(visit, await userWithRole(role))
  for (const list of FIRST_STEPS) {
    await page.goto(list.url)
    const empty = page.locator(EMPTY)
    await empty.getByText(list.sentence).waitFor()
    await check(page, empty, list)
  }
  return page
}

test.group('Browser: empty lists', (group) => {
  group.each.timeout(120_000)

  test('a new pro: each list says what it is for and offers the first step', async ({
    visit,
    assert,
  }) => {
    const page = await eachEmptyList(visit, 'pro', async (at, empty, list) => {
      for (const [name, path] of Object.entries(list.actions)) {
        const link = empty.getByRole('link', { name, exact: true })
        assert.equal(new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).pathname, path)
      }
      /* No table, no "no result" wording: nothing was searched. */
      await at.assertNotExists('main table')
      await at.assertNotExists('text=Aucun résultat pour ces filtres')
    })
    await page.goto(route('contacts.index'))
    await shoot(page, 'contacts-new-pro')

    /* The first action leads where it says. */
    await page.locator(EMPTY).getByRole('link', { name: 'Ajouter un contact' }).click()
    await page.waitForURL(`**${route('contacts.create')}`)

    /* The corbeille view, empty: it says so, with no create action. */
    await page.goto(route('contacts.index', {}, { corbeille: 'uniquement' }))
    const trash = page.locator(EMPTY)
    await trash.getByText('La corbeille est vide').waitFor()
    await page.assertNotExists(`${EMPTY} a`)
    await shoot(page, 'contacts-trash-empty')
  })

  test('a search or filter with no match: "Effacer les filtres" brings the rows back', async ({
    visit,
    assert,
  }) => {
    const pro = await userWithRole('pro')
    const societe = await aSociete(pro, { nom: 'Batiroc' })
    await aContact(pro, {
      prenom: 'Claire',
      nom: 'Benoît',
      statut: 'client',
      societeId: societe.id,
    })
    const page = await signedIn(
      visit,
      pro,
      route('contacts.index', {}, { search: 'zzzz', statut: 'prospect' })
    )
    const empty = page.locator(EMPTY)
    await empty.getByText('Aucun résultat pour ces filtres').waitFor()
    /* Not the new-account wording: the person has contacts. */
    await page.assertNotExists('text=Vos contacts : les personnes')
    await page.assertNotExists(`${EMPTY} a`)
    await shoot(page, 'contacts-no-match')
    await empty.getByRole('button', { name: 'Effacer les filtres' }).click()
    await page.waitForURL((url) => url.pathname === route('contacts.index') && url.search === '')
    await page.locator('tr[data-row-card]', { hasText: 'Claire Benoît' }).waitFor()
    assert.equal(await page.locator(EMPTY).count(), 0)

    /* A search inside the corbeille that matches nothing is a "no match" too, not an empty corbeille. */
    await page.goto(route('societes.index', {}, { corbeille: 'uniquement', search: 'zzzz' }))
    await page.locator(EMPTY).getByText('Aucun résultat pour ces filtres').waitFor()
  })

  test('a reader (droit lecteur) reads what a list is for, with no action to create', async ({
    visit,
  }) => {
    await eachEmptyList(visit, 'lecteur', (page) => page.assertNotExists(`${EMPTY} a`))
  })

  test("e-sidoor's lists: a search with no match clears with one click", async ({ visit }) => {
    const esi = await userWithRole('esi')
    const page = await signedIn(visit, esi)
    for (const url of [
      route('esidoor.dashboard', {}, { search: 'zzzz' }),
      route('esidoor.contacts.index', {}, { search: 'zzzz' }),
      route('esidoor.security_log', {}, { search: 'zzzz' }),
    ]) {
      await page.goto(url)
      const empty = page.locator(EMPTY)
      await empty.getByText('Aucun résultat pour ces filtres').waitFor()
      await empty.getByRole('button', { name: 'Effacer les filtres' }).click()
      await page.waitForURL((next) => !next.searchParams.has('search'))
    }
    /* No contact at all: the list says what it holds. */
    await page.goto(route('esidoor.contacts.index'))
    await page.locator(EMPTY).getByText('Tous les contacts : les personnes que suivent').waitFor()
  })
})
