/// <reference lib="dom" />
import { test } from '@japa/runner'
import CandidatureReponse from '#models/candidature_reponse'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'
import { giveCandidatTextes } from '#services/textes/candidat_textes'
import { seriousAxeFindings } from '#tests/browser/axe'
import { screenshotsInto, waitForHydratedButton } from '#tests/browser/helpers'
import { signedIn, aCandidature, typeInContenu } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aTexte } from '#tests/helpers/owned_records'

/*
| Issue 41, defects 2 and 3, as a recruiter sees them: refusing a candidate
| offers « Réponse négative » (never the school's welcome message for
| recruiters); the reply sent shows in the box as « Réponse envoyée le … »
| with « Envoyer une autre réponse », and in the activity with its template
| and its text. Without a « Candidats » template, the box links to create
| one, whose editor offers the candidate's placeholders and not the
| contact's. REPLY_SCREENSHOTS=1 writes the pages, light and dark, at 1440
| and 390 px, into tmp/screenshots/candidature_reply/.
*/
/** « name » as the page writes it, with non-breaking spaces inside the guillemets. */
const quoted = (name: string) => `«\u00a0${name}\u00a0»`

const shoot = screenshotsInto(
  'tmp/screenshots/candidature_reply',
  process.env.REPLY_SCREENSHOTS === '1'
)

/** A recruiter (with the « Candidats » templates unless told) and a refused application. */
async function recruiter({ withTextes = true } = {}) {
  const user = await UserFactory.merge({ fullName: 'Julie Bernard' }).create()
  if (withTextes) await giveCandidatTextes(user.id)
  const { candidature } = await aCandidature(user, {
    societe: { nom: 'Atelier Bernard' },
    offre: { titre: 'Comptable' },
    candidature: { prenom: 'Léo', nom: 'Moreau', statut: 'refusee' },
  })
  return { user, candidature }
}

/** The school's shared « Contacts » template the old box pre-selected for a refused candidate. */
async function schoolWelcome() {
  const esi = await UserFactory.apply('esi').create()
  await aTexte(
    esi,
    {
      nom: 'Bienvenue sur e-sidoor',
      sujet: 'Bienvenue, {{contact.prenom}} !',
      contenu: '<p>L’équipe de l’école vous souhaite la bienvenue.</p>',
    },
    'shared'
  )
}

test.group('Browser: replying to a candidate', () => {
  test('a refusal offers « Réponse négative »; once sent, the box and the activity say so', async ({
    visit,
    assert,
  }) => {
    await schoolWelcome()
    const { user, candidature } = await recruiter()
    const page = await signedIn(visit, user, route('candidatures.show', { id: candidature.id }))

    const menu = page.getByLabel('Modèle de texte')
    await page.waitForFunction(() => {
      const select = document.querySelector<HTMLSelectElement>('select[name=texteId]')
      return select?.selectedOptions[0]?.textContent === 'Réponse négative'
    })
    const offered = await menu.locator('option').allTextContents()
    assert.notInclude(offered, 'Bienvenue sur e-sidoor')
    assert.includeMembers(offered, [
      'Accusé de réception',
      'Invitation à un entretien',
      'Réponse négative',
    ])
    await page.assertTextContains('main', 'Bonjour Léo,')
    await page.assertTextContains('main', 'Suite à votre candidature au poste de Comptable')
    await shoot(page, 'refused')

    await waitForHydratedButton(page, 'Envoyer au candidat')
    await page.getByRole('button', { name: 'Envoyer au candidat' }).click()
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
    await page.assertTextContains('.swal2-toast', 'Réponse envoyée à Léo Moreau.')

    /* The box says it was sent, and offers another reply rather than the same button. */
    await page.assertTextContains('[data-testid=last-reply]', 'Réponse envoyée le')
    await page.assertTextContains('[data-testid=last-reply]', quoted('Réponse négative'))
    await page.assertNotExists('button:has-text("Envoyer au candidat")')
    const another = page.getByRole('button', { name: 'Envoyer une autre réponse' })
    await page.assertVisible(another)

    /* The activity: who, which template, the text, « Envoyée ». */
    const entry = page.locator('[data-testid=reply-entry]')
    await page.assertTextContains('[data-testid=reply-entry]', 'Réponse au candidat')
    await page.assertTextContains('[data-testid=reply-entry]', 'Julie Bernard')
    await page.assertTextContains(
      '[data-testid=reply-entry]',
      `Modèle : ${quoted('Réponse négative')}`
    )
    await page.assertTextContains('[data-testid=reply-entry]', 'Bonjour Léo,')
    await page.assertTextContains('[data-testid=reply-entry]', 'Envoyée')
    assert.equal(await entry.count(), 1)
    assert.lengthOf(await CandidatureReponse.all(), 1)
    assert.deepEqual(await seriousAxeFindings(page), [])
    await shoot(page, 'sent')

    await another.click()
    await waitForHydratedButton(page, 'Envoyer au candidat')
    await page.getByRole('button', { name: 'Annuler' }).click()
    await page.assertVisible(page.getByRole('button', { name: 'Envoyer une autre réponse' }))
  })

  test('without a « Candidats » template the box links to one, whose editor offers the candidate', async ({
    visit,
    assert,
  }) => {
    await schoolWelcome()
    const { user, candidature } = await recruiter({ withTextes: false })
    const page = await signedIn(visit, user, route('candidatures.show', { id: candidature.id }))
    await page.assertNotExists('select[name=texteId]')
    await page.assertTextContains('main', `aucun modèle de la catégorie ${quoted('Candidats')}`)
    await shoot(page, 'no-template')
    await page.getByRole('link', { name: /^Créer un modèle «\s+Candidats\s+»$/ }).click()
    await page.waitForURL(`**${route('textes.create', {}, { categorie: 'candidats' })}`)
    const categorie = page.getByLabel('Catégorie')
    assert.equal(await categorie.inputValue(), 'candidats')

    await page.getByLabel('Nom du modèle').fill('Réponse négative')
    await typeInContenu(page, 'Bonjour ')
    await page.getByRole('button', { name: 'Insérer une variable' }).click()
    await page.assertVisible(page.getByRole('menuitem', { name: /Prénom du candidat/ }))
    await page.assertNotExists('[role=menuitem]:has-text("Prénom du contact")')
    await shoot(page, 'editor')
    await page.getByRole('menuitem', { name: /Prénom du candidat/ }).click()
    await page.getByRole('button', { name: 'Créer le modèle' }).click()
    await page.assertTextContains('.swal2-toast', 'Texte créé.')
    const texte = await Texte.findByOrFail('userId', user.id)
    await page.waitForURL(`**${route('textes.show', { id: texte.id })}`)
    /* Its page previews it for an example candidate (no contact to choose). */
    await page.assertTextContains('[data-testid=rendu-contenu]', 'Bonjour Camille')
    await page.assertNotExists('input[name=contact]')
    await shoot(page, 'texte')
    assert.equal(texte.categorie, 'candidats')
    assert.include(texte.contenu, '{{candidat.prenom}}')

    /* Back on the application: the new template is chosen for the refusal. */
    await page.goto(route('candidatures.show', { id: candidature.id }))
    await page.assertTextContains('main', 'Bonjour Léo')
  })
})
