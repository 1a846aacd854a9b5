/// <reference lib="dom" />
import { test } from '@japa/runner'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'
import { screenshotsInto, waitForHydratedButton } from '#tests/browser/helpers'
import { signedIn, aCandidature } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/*
| Mail to an address the user chooses leaves only for accounts the school
| validated: an employer still waiting reads why where "Envoyer" is — the
| compose page of a contact, the reply to a refused candidate — and the
| button is disabled before any click; a validated one gets it live.
| OUTSIDE_MAIL_SCREENSHOTS=1 writes both pages, light and dark, at 1440 and
| 390 px, into tmp/screenshots/outside_mail/.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/outside_mail',
  process.env.OUTSIDE_MAIL_SCREENSHOTS === '1'
)

const PENDING =
  "Votre compte doit être validé par l'école avant d'envoyer des e-mails : ils partent de l'adresse de l'école."

const REFUSED_BANNER = "L'école n'a pas validé votre compte"
const READ_ONLY = 'vous ne pouvez plus modifier vos données'

/** An employer (validated unless told) with a contact at an outside address, a template and a refused application. */
async function employer(state?: 'pending' | 'refused') {
  const user = await (state ? UserFactory.apply(state) : UserFactory)
    .merge({ fullName: 'Julie Bernard' })
    .create()
  const { societe, candidature } = await aCandidature(user, {
    societe: { nom: 'Atelier Bernard' },
    candidature: { prenom: 'Léo', nom: 'Bernard', statut: 'refusee' },
  })
  const contact = await aContact(user, {
    societeId: societe.id,
    prenom: 'Camille',
    nom: 'Roussel',
    email: 'camille@dehors.example',
  })
  const texte = await Texte.create({
    userId: user.id,
    nom: 'Réponse négative',
    categorie: 'candidats',
    sujet: 'Votre candidature',
    contenu: '<p>Bonjour {{candidat.prenom}},</p><p>Le poste est pourvu.</p>',
  })
  return { user, contact, candidature, texte }
}

test.group('Browser: mail to outside addresses', () => {
  test('a pending employer reads why instead of a live send button', async ({ visit }) => {
    const { user, contact, candidature, texte } = await employer('pending')
    const page = await signedIn(visit, user)

    /* From the contact's page to the compose page: the reason, "Envoyer" disabled. */
    await page.goto(route('contacts.show', { id: contact.id }))
    await page.getByRole('link', { name: 'Envoyer un e-mail' }).click()
    await page.waitForURL(`**${route('contacts.email', { id: contact.id })}`)
    await page.assertTextContains('[data-testid=mail-refusal]', PENDING)
    /* Hydrated first: a server-rendered button is disabled until then anyway. */
    await waitForHydratedButton(page, 'Envoyer')
    await page.assertDisabled('button[type=submit]:has-text("Envoyer")')
    const described = await page
      .getByRole('button', { name: 'Envoyer', exact: true })
      .getAttribute('aria-describedby')
    await page.assertExists(`#${described}`)
    await page.goto(route('contacts.email', { id: contact.id }, { texte: texte.id }))
    await page.assertTextContains('[data-testid=mail-refusal]', PENDING)
    await shoot(page, 'compose')

    /* The refused application's reply: the same reason, "Envoyer au candidat" disabled. */
    await page.goto(route('candidatures.show', { id: candidature.id }))
    await page.assertTextContains('[data-testid=mail-refusal]', PENDING)
    await waitForHydratedButton(page, 'Envoyer au candidat')
    await page.assertDisabled('button:has-text("Envoyer au candidat")')
    await shoot(page, 'reply')
  })

  test('a validated employer gets the send buttons live, with no notice', async ({ visit }) => {
    const { user, contact, candidature } = await employer()
    const page = await signedIn(visit, user, route('contacts.email', { id: contact.id }))
    await page.getByLabel('Objet').waitFor({ state: 'visible' })
    await page.assertNotExists('[data-testid=mail-refusal]')
    await waitForHydratedButton(page, 'Envoyer')
    await page.assertNotDisabled('button[type=submit]:has-text("Envoyer")')
    await page.goto(route('candidatures.show', { id: candidature.id }))
    await waitForHydratedButton(page, 'Envoyer au candidat')
    await page.assertNotDisabled('button:has-text("Envoyer au candidat")')
    await page.assertNotExists('[data-testid=mail-refusal]')
  })

  test('a refused employer reads its records, with no button that writes or sends', async ({
    visit,
  }) => {
    const { user, contact } = await employer('refused')
    const page = await signedIn(visit, user)
    await page.assertTextContains('[data-testid=approval-banner]', REFUSED_BANNER)
    await page.assertTextContains('[data-testid=approval-banner]', READ_ONLY)
    await page.assertTextContains('[data-testid=approval-banner]', 'SIRET introuvable.')
    await page.goto(route('contacts.show', { id: contact.id }))
    await page.assertTextContains('h1', 'Camille Roussel')
    await page.assertNotExists('a:has-text("Envoyer un e-mail")')
    await page.assertNotExists('a:has-text("Modifier")')
    await shoot(page, 'refused_contact')
  })
})
