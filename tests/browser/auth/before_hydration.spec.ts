/// <reference lib="dom" />
import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import type { Page } from 'playwright'
import { UserFactory } from '#database/factories/user_factory'
import { nextCodeOf } from '#tests/helpers/two_factor'
import { screenshotsInto } from '#tests/browser/helpers'
import type { Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

const shoot = screenshotsInto('tmp/screenshots/before_hydration', !!process.env.SCREENSHOTS)

/*
| A slow phone: the guest page is on screen (rendered by the server) but its
| JavaScript has not arrived. The form must work on its own: Enter sends it
| as a plain POST with its CSRF field, and the server's redirect takes the
| person on. The app's entry script is refused once, on the form's page only
| (the pages after it load normally).
*/

/** Opens `path` without its JavaScript: the page stays exactly as the server rendered it. */
async function openWithoutScript(page: Page, path: string) {
  let refused = 0
  await page.route(
    '**/inertia/app.tsx*',
    (intercepted) => {
      refused++
      return intercepted.abort()
    },
    { times: 1 }
  )
  await page.goto(path)
  await page.locator('form[method=post]').waitFor()
  return () => refused
}

/** A new page, opened on /emplois, then at `path` without its JavaScript (`openWithoutScript`). */
async function guestPageWithoutScript(visit: Visit, path: string) {
  const page = await visit(route('emplois.index'))
  return { page, refused: await openWithoutScript(page, path) }
}

/** Fills the login form with `email` and `password` and sends it with Enter. */
async function sendLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.locator('input[name=password]').fill(password)
  await page.locator('input[name=password]').press('Enter')
}

test.group('Browser: guest forms sent before hydration', (group) => {
  group.each.setup(() => limiter.clear())

  test('Enter in the login form before hydration signs the person in', async ({
    visit,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { page, refused } = await guestPageWithoutScript(visit, route('login'))
    assert.equal(refused(), 1, 'the script was held back')
    assert.equal(await page.locator('#app').getAttribute('data-server-rendered'), 'true')
    assert.equal(await page.locator('form').getAttribute('action'), route('login'))
    assert.equal(await page.locator('form input[name=_csrf]').count(), 1)

    await sendLogin(page, user.email, 'motdepasse')

    await page.waitForURL(`**${route('dashboard')}`)
    await page.assertTextContains('main', 'Bonjour')
    /* The session is a real one: another signed-in page opens. */
    await page.goto(route('profile.edit'))
    await page.waitForURL(`**${route('profile.edit')}`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
  })

  test('a wrong password before hydration comes back with the French error', async ({
    visit,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { page } = await guestPageWithoutScript(visit, route('login'))
    await sendLogin(page, user.email, 'pas-le-bon')

    await page.waitForURL(`**${route('login')}`)
    await page.getByText('Ces identifiants ne correspondent à aucun compte.').waitFor()
    /* Hydrated now: the e-mail is still there, the password is not. */
    await page.locator('button[type=submit]:enabled').waitFor()
    assert.equal(await page.getByLabel('Adresse e-mail').inputValue(), user.email)
    assert.equal(await page.locator('input[name=password]').inputValue(), '')
    assert.equal(
      await page.getByLabel('Adresse e-mail').getAttribute('aria-invalid'),
      'true',
      'the error is the field’s own'
    )
    await shoot(page, 'login-refused-before-hydration')
    /* Once hydrated the same form goes through Inertia and signs in. */
    await page.locator('input[name=password]').fill('motdepasse')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(`**${route('dashboard')}`)
  })

  test('two-factor: both steps work before hydration', async ({ visit }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const { page } = await guestPageWithoutScript(visit, route('login'))
    await sendLogin(page, user.email, 'motdepasse')
    await page.waitForURL(`**${route('two_factor.challenge')}`)

    await openWithoutScript(page, route('two_factor.challenge'))
    const code = page.getByRole('textbox', { name: 'Code', exact: true })
    await code.fill(await nextCodeOf(user))
    await code.press('Enter')
    await page.waitForURL(`**${route('dashboard')}`)
    await page.assertTextContains('main', 'Bonjour')
  })

  test('forgot password before hydration sends the link and says so', async ({ visit }) => {
    const user = await UserFactory.create()
    const { page } = await guestPageWithoutScript(visit, route('password.request'))
    const email = page.getByLabel('Adresse e-mail')
    await email.fill(user.email)
    await email.press('Enter')
    await page.waitForURL(`**${route('password.request')}`)
    await page.getByText('Si un compte correspond à cette adresse').waitFor()
  })
})
