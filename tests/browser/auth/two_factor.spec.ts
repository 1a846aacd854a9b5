/// <reference lib="dom" />
import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import type { Page } from 'playwright'
import { UserFactory } from '#database/factories/user_factory'
import { screenshotsInto } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { currentStep, nextCodeOf, totpCode } from '#tests/helpers/two_factor'
import { route } from '#tests/helpers/routes'

/*
| Two-factor sign-in through the real pages. TWO_FACTOR_SCREENSHOTS=1 also
| writes the challenge, the enrolment and the profile card, light and dark,
| at 1440 and 390 px, into tmp/screenshots/two_factor/.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/two_factor',
  process.env.TWO_FACTOR_SCREENSHOTS === '1'
)

/** The secret as the page shows it (groups of four), read as a person types it into an app. */
async function secretOnScreen(page: Page) {
  const text = await page.getByLabel('Clé secrète').textContent()
  return (text ?? '').replace(/\s/g, '')
}

async function confirmPassword(page: Page) {
  await page.waitForURL(`**${route('password.confirm')}`)
  await page.locator('input[name=password]').fill('motdepasse')
  await page.getByRole('button', { name: 'Confirmer' }).click()
}

test.group('Browser: two-factor sign-in', (group) => {
  group.each.setup(() => limiter.clear())

  test('a staff member signs in with the code of their app', async ({ visit, assert }) => {
    const staff = await UserFactory.apply('esi').merge({ fullName: 'Élise Martin' }).create()
    const page = await visit(route('login'))
    await page.getByLabel('Adresse e-mail').fill(staff.email)
    await page.locator('input[name=password]').fill('motdepasse')
    await page.getByLabel('Se souvenir de moi').check()
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(`**${route('two_factor.challenge')}`)
    await page.getByRole('heading', { name: 'Double authentification' }).waitFor()
    await shoot(page, 'challenge')

    const code = page.getByRole('textbox', { name: 'Code', exact: true })
    assert.equal(await code.getAttribute('inputmode'), 'numeric')
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code')
    await code.fill(totpCode(undefined, currentStep() - 20))
    await page.getByRole('button', { name: 'Valider' }).click()
    await page
      .getByText('Ce code n’est pas valide. Attendez le code suivant et réessayez.')
      .waitFor()

    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click()
    await page.getByLabel('Code de secours').waitFor()
    await shoot(page, 'challenge_recovery')
    await page.getByRole('button', { name: 'Utiliser le code de l’application' }).click()

    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await nextCodeOf(staff))
    await page.getByRole('button', { name: 'Valider' }).click()
    /* The school's staff land on their own area, e-sidoor. */
    await page.waitForURL(`**${route('esidoor.dashboard')}`)
    assert.include(page.url(), route('esidoor.dashboard'))
  })

  test('a staff member without it is sent to enrol, scans and continues', async ({
    visit,
    assert,
  }) => {
    const staff = await UserFactory.apply('esi').apply('withoutTwoFactor').create()
    const page = await visit(route('login'))
    await page.getByLabel('Adresse e-mail').fill(staff.email)
    await page.locator('input[name=password]').fill('motdepasse')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(`**${route('two_factor.enrol')}`)
    await shoot(page, 'enrol_start')

    await page.getByRole('button', { name: 'Commencer' }).click()
    await confirmPassword(page)
    await page.waitForURL(`**${route('two_factor.enrol')}`)
    await page.getByRole('button', { name: 'Commencer' }).click()
    await page.getByAltText('QR code à scanner avec votre application d’authentification').waitFor()
    await shoot(page, 'enrol_scan')

    await page
      .getByRole('textbox', { name: 'Code', exact: true })
      .fill(totpCode(await secretOnScreen(page)))
    await page.getByRole('button', { name: 'Confirmer' }).click()
    await page.getByText('Vos codes de secours').waitFor()
    assert.lengthOf(
      await page.getByRole('list', { name: 'Codes de secours' }).locator('li').all(),
      10
    )
    await shoot(page, 'enrol_codes')

    await page.getByRole('link', { name: 'J’ai noté mes codes, continuer' }).click()
    await page.waitForURL(`**${route('dashboard')}`)
  })

  test('a pro turns it on from the profile by scanning and confirming', async ({
    visit,
    assert,
  }) => {
    const pro = await UserFactory.merge({ fullName: 'Paul Rousseau' }).create()
    const page = await signedIn(visit, pro, route('profile.edit'))
    const card = () =>
      page.locator('section').filter({
        has: page.getByRole('heading', { name: 'Double authentification', exact: true }),
      })
    await card().getByText('Désactivée').waitFor()
    await shoot(page, 'profile_off', card)

    await card().getByRole('button', { name: 'Activer' }).click()
    await confirmPassword(page)
    await page.waitForURL(`**${route('profile.edit')}`)
    await card().getByRole('button', { name: 'Activer' }).click()
    await card().getByText('En cours d’activation').waitFor()
    const secret = await secretOnScreen(page)
    assert.match(secret, /^[A-Z2-7]{32}$/)
    await shoot(page, 'profile_scan', card)

    await card().getByRole('textbox', { name: 'Code', exact: true }).fill(totpCode(secret))
    await card().getByRole('button', { name: 'Confirmer' }).click()
    await page.assertTextContains('.swal2-toast', 'Double authentification activée.')
    await card().getByText('Vos codes de secours').waitFor()
    await card().getByText('Activée', { exact: true }).waitFor()
    await shoot(page, 'profile_on', card)

    await page.reload()
    await card().getByText('10 codes de secours restants.').waitFor()
    assert.equal(await card().getByText('Vos codes de secours').count(), 0)
  })
})
