/// <reference lib="dom" />
import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { screenshotsInto, signIn, confirmDialog } from '#tests/browser/helpers'
import { axeLightAndDark } from '#tests/browser/axe'
import { signedUpThroughForm } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| Employer approval through the real pages: a new account waits (banner,
| "Publier" refused), an esi admin validates it from "Employeurs à valider",
| and its offer reaches /emplois. APPROVAL_SCREENSHOTS=1 also writes the
| banner, the queue and the pro's e-sidoor page, light and dark, at 1440 and
| 390 px, into tmp/screenshots/employer_approval/.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/employer_approval',
  process.env.APPROVAL_SCREENSHOTS === '1'
)

const WAITING = 'Votre compte est en attente de validation'
const MUST_BE_VALIDATED = "Votre compte doit être validé par l'école avant de publier une offre."

test.group('Browser: employer approval', () => {
  test('a new employer waits, an esi admin validates it, its offer reaches /emplois', async ({
    visit,
    assert,
  }) => {
    /* Nobody is signed in by a registration: the login form comes with the address filled in. */
    const page = await signedUpThroughForm(visit)
    await page.getByLabel('Mot de passe').fill('motdepasse')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(`**${route('verification.notice')}`)

    /* The back-office pages an unverified account reaches already say it waits. */
    await page.goto(route('profile.edit'))
    await page.assertTextContains('[data-testid=approval-banner]', WAITING)

    /* Verified (as the e-mail link would do): the back-office works, the banner stays. */
    const julie = await User.findByOrFail('email', 'julie@example.fr')
    assert.equal(julie.approvalStatus, 'en_attente')
    julie.emailVerifiedAt = julie.createdAt
    await julie.save()
    const societe = await aSociete(julie, {
      nom: 'Atelier Bernard',
      siret: '73282932000074',
      siteWeb: 'https://atelier-bernard.fr',
      ville: 'Rennes',
    })
    const offre = await anOffre(julie, societe, { titre: 'Ébéniste en alternance' })
    await page.goto(route('dashboard'))
    await page.assertTextContains('[data-testid=approval-banner]', WAITING)
    /* Audited here: the whole-site audit (shell/accessibility.spec.ts) signs in validated accounts only. */
    assert.deepEqual(await axeLightAndDark(page, '[data-testid=approval-banner]'), [])
    await shoot(page, 'banner')

    /* Her offer's page says why « Publier » is disabled, before any click (issue 41, defect 5). */
    await page.goto(route('offres.edit', { id: offre.id }))
    await page.assertTextContains('[data-testid=publication-refusal]', MUST_BE_VALIDATED)
    const publish = page.getByRole('button', { name: 'Publier', exact: true })
    assert.isTrue(await publish.isDisabled())
    assert.equal(await publish.getAttribute('aria-describedby'), 'publish-refusal')
    await shoot(page, 'offer_refusal')

    /* So does the list: the row's « Publier » and the bulk one, the reason above the list. */
    await page.goto(route('offres.index'))
    await page.assertTextContains('[data-testid=publication-refusal]', MUST_BE_VALIDATED)
    const rowPublish = page.locator('main').getByRole('button', { name: 'Publier', exact: true })
    assert.isTrue(await rowPublish.first().isDisabled())
    await shoot(page, 'offers_refusal')
    await offre.refresh()
    assert.equal(offre.statut, 'brouillon')

    /* An esi admin: the count beside e-sidoor, the queue, Valider. */
    await page.context().clearCookies()
    const admin = await UserFactory.apply('esi').merge({ fullName: 'Élise Martin' }).create()
    await signIn(page, admin)
    await page
      .locator('#sidebar')
      .getByRole('link', { name: '1 employeur à valider' })
      .waitFor({ state: 'visible' })
    await page.locator('#sidebar ul').getByRole('link', { name: 'e-sidoor', exact: true }).click()
    await page.waitForURL(`**${route('esidoor.dashboard')}`)
    await shoot(page, 'esidoor_dashboard')
    await page.getByRole('link', { name: /Employeurs à valider/ }).click()
    await page.waitForURL(`**${route('esidoor.approvals')}`)
    await page.assertTextContains('h1', 'Employeurs à valider')
    await page.assertTextContains('main', 'Julie Bernard')
    await page.assertTextContains('main', 'Atelier Bernard')
    await page.assertTextContains('main', '732 829 320 00074')
    await page.assertTextContains('main', 'atelier-bernard.fr')
    await page.assertTextContains('main', 'E-mail vérifié')
    await shoot(page, 'queue')

    /* Refuser opens the reason, Annuler closes it; Valider asks, then acts. */
    await page.getByRole('button', { name: 'Refuser' }).click()
    await page.getByLabel('Motif').waitFor({ state: 'visible' })
    await shoot(page, 'queue_refuse_form')
    await page.getByRole('button', { name: 'Annuler' }).click()
    await page.getByRole('button', { name: 'Valider' }).click()
    await confirmDialog(page, 'Valider ce compte ?', 'Valider', 'Compte de Julie Bernard validé')
    await page.assertTextContains('main', 'Aucun employeur à valider')
    await julie.refresh()
    assert.equal(julie.approvalStatus, 'validee')

    /* Her e-sidoor page: the status, and Suspendre for an admin. */
    await page.goto(route('esidoor.pros.show', { id: julie.id }))
    await page.assertTextContains('main', 'Validé')
    await page.assertTextContains('main', 'par Élise Martin')
    await page.getByRole('button', { name: 'Suspendre' }).click()
    await page.getByLabel('Motif').waitFor({ state: 'visible' })
    await shoot(page, 'pro_page')

    /* Julie again: no banner, "Publier" works, the offer is on the board. */
    await page.context().clearCookies()
    await signIn(page, julie)
    await page.assertNotExists('[data-testid=approval-banner]')
    await page.goto(route('offres.edit', { id: offre.id }))
    await page.assertNotExists('[data-testid=publication-refusal]')
    await page.getByRole('button', { name: 'Publier', exact: true }).click()
    await page.assertTextContains('.swal2-toast', 'Offre publiée.')
    await page.goto(route('emplois.index'))
    await page.assertTextContains('main', 'Ébéniste en alternance')
    /* A whole walk through three accounts (four sign-ins): more than one page's budget. */
  }).timeout(120_000)
})
