/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { signedIn, anInteraction, aProWithContact } from '#tests/browser/fixtures'
import { shootWidths } from '#tests/browser/dashboard/helpers'
import { route } from '#tests/helpers/routes'

/*
| The bell's number without a reload: a follow-up written elsewhere (another
| tab, a background job) shows when the tab comes back into view; the bell's
| panel offers each follow-up's calendar file.
*/
test.group('Browser: the bell keeps itself current', () => {
  test('a follow-up due today, written elsewhere, shows in the bell without a reload', async ({
    visit,
    assert,
  }) => {
    const { user, contact } = await aProWithContact({ prenom: 'Inès', nom: 'Garnier' })

    const page = await signedIn(visit, user, route('contacts.index'))
    await page.assertNotExists('[data-testid=relances-count]')
    /* Page loads and Inertia visits, from here on: there must be none. */
    const visits: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document' || request.headers()['x-inertia']) {
        visits.push(request.url())
      }
    })

    /* Written by another tab or a job: not by this page. */
    const interaction = await anInteraction(user, contact, {
      relanceLe: DateTime.now().setZone('Europe/Paris').startOf('day'),
    })
    /* The tab comes back into view. */
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.assertTextContains('[data-testid=relances-count]', '1')
    assert.deepEqual(visits, [], 'no page load nor visit')

    await page.getByRole('button', { name: /Notifications/ }).click()
    const agenda = page.getByRole('link', {
      name: 'Ajouter la relance de Inès Garnier à mon agenda',
    })
    assert.equal(
      await agenda.getAttribute('href'),
      route('interactions.agenda', { id: interaction.id })
    )
    await shootWidths(page, 'bell-agenda', false)

    await page.goto(route('profile.edit'))
    await page.getByLabel('Recevoir le résumé du matin par e-mail').scrollIntoViewIfNeeded()
    await shootWidths(page, 'profile-digest', false)
  })
})
