/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { ConsoleMessage } from 'playwright'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { waitUntil } from '#tests/helpers/poll'
import { route } from '#tests/helpers/routes'
import { aCandidature, FIRST_FILE, signedInAt } from '#tests/browser/fixtures'

/*
| « Aperçu du CV » in a real browser: the application's page frames its PDF
| (the page's policy lets it, the file's policy lets this site frame it) and
| Chromium's PDF viewer shows it, with no policy error in the console; on a phone a « Voir le CV » button instead.
| SCREENSHOTS=1 writes the page in light and dark, at 1440 and 390 px, into
| tmp/screenshots/cv_preview/.
*/

const shoot = screenshotsInto('tmp/screenshots/cv_preview', !!process.env.SCREENSHOTS)

test.group('Browser: the application with its CV preview', () => {
  test('the PDF loads in the sandboxed frame beside the application, without a CSP error', async ({
    visit,
    assert,
  }) => {
    const owner = await userWithRole('pro')
    const { candidature: app } = await aCandidature(owner, {
      offre: { titre: 'Développeur full-stack' },
      candidature: {
        prenom: 'Alice',
        nom: 'Martin',
        message: 'Bonjour, votre offre m’intéresse : mon CV est joint.',
      },
    })

    const page = await visit(FIRST_FILE)
    const policyErrors: string[] = []
    const onConsole = (message: ConsoleMessage) => {
      /* The dev server's HMR socket is refused in every test (connect-src): not this page's business. */
      const text = message.text()
      if (/frame|apercu|pdf/i.test(text) && /Content.Security.Policy|Refused|blocked/i.test(text)) {
        policyErrors.push(text)
      }
    }
    page.on('console', onConsole)
    await signedInAt(page, owner)
    await page.setViewportSize({ width: 1440, height: 900 })

    const previewPath = route('candidatures.cv_preview', { id: app.id })
    const framed = page.waitForResponse((r) => new URL(r.url()).pathname === previewPath)
    await page.goto(route('candidatures.show', { id: app.id }))
    const response = await framed
    assert.equal(response.status(), 200)
    assert.equal(await response.headerValue('content-type'), 'application/pdf')

    const frame = page.getByTitle('CV de Alice Martin')
    await frame.waitFor({ state: 'visible' })
    /* Chromium's PDF viewer runs in it (a sandbox attribute would give its error page instead). */
    const urls = () => page.frames().map((f) => f.url())
    const viewer = () => urls().some((u) => u.startsWith('chrome-extension://'))
    await waitUntil(viewer, { message: `no PDF viewer among ${urls().join(' ')}` })
    assert.isTrue(viewer(), urls().join(' '))
    assert.notInclude(urls().join(' '), 'chrome-error://')
    /* Beside the application at 1440 px: to the right of « Candidat », same row. */
    const frameBox = (await frame.boundingBox())!
    const candidat = (await page
      .getByRole('heading', { name: 'Candidat', exact: true })
      .boundingBox())!
    assert.isAbove(frameBox.x, candidat.x + candidat.width)
    assert.isAbove(frameBox.height, 400)
    await page.getByRole('link', { name: 'Télécharger', exact: true }).waitFor()

    /* A phone: no frame, a button that opens the preview in a tab of its own. */
    await page.setViewportSize({ width: 390, height: 900 })
    await frame.waitFor({ state: 'hidden' })
    const button = page.getByRole('link', { name: 'Voir le CV' })
    assert.equal(await button.getAttribute('href'), previewPath)
    assert.equal(await button.getAttribute('target'), '_blank')

    await shoot(page, 'application')
    assert.deepEqual(policyErrors, [])
  }).timeout(90_000)
})
