/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, aTexte, anOffre } from '#tests/helpers/owned_records'

/*
| Every signed-in page that is not a list (lists: list_widths.spec.ts), at the
| three widths people use: a phone (390), a small laptop (1000) and a desktop
| (1440). None may scroll sideways; a record with long values is the test.
*/

const WIDTHS = [390, 1000, 1440]

const LONG_EMAIL = 'marie-charlotte.de-la-fontaine-beaumont@compagnie-generale-ouest.fr'
const LONG_COMPANY = 'Compagnie Générale des Établissements Industriels du Grand Ouest Atlantique'

async function seed() {
  const pro = await userWithRole('pro')
  const esi = await userWithRole('esi')
  const societe = await aSociete(pro, {
    nom: LONG_COMPANY,
    ville: 'Saint-Sébastien-sur-Loire',
    siteWeb: 'https://www.compagnie-generale-des-etablissements-du-grand-ouest.fr/recrutement',
  })
  const contact = await aContact(pro, {
    prenom: 'Marie-Charlotte',
    nom: 'de La Fontaine-Beaumont',
    email: LONG_EMAIL,
    societeId: societe.id,
  })
  const offre = await anOffre(
    pro,
    societe,
    { titre: 'Responsable d’exploitation logistique multi-sites en alternance (H/F)' },
    'publiee'
  )
  const texte = await aTexte(pro, {
    nom: 'Invitation à un entretien de recrutement pour un poste en alternance',
  })
  return { pro, esi, societe, contact, offre, texte }
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const overflow = document.scrollingElement!.scrollWidth - width
    /* Name the widest culprit, to make a failure readable. */
    let culprit = ''
    if (overflow > 0) {
      let right = width
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect()
        if (box.right > right && box.width > 0) {
          right = box.right
          culprit = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`
        }
      }
    }
    return { overflow, culprit }
  })
}

async function assertPagesFit(page: Page, urls: string[]) {
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const url of urls) {
      await page.goto(url)
      await page.locator('h1').first().waitFor()
      const { overflow, culprit } = await sidewaysOverflow(page)
      if (overflow > 0) problems.push(`${url} at ${width} px: ${overflow} px sideways (${culprit})`)
    }
  }
  if (problems.length > 0) throw new Error(`Pages scroll sideways:\n${problems.join('\n')}`)
}

test.group('Page widths', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('no pro page scrolls sideways at 390, 1000 or 1440 px', async ({ visit }) => {
    const { pro, societe, contact, offre, texte } = await seed()
    const page = await signedIn(visit, pro)
    await assertPagesFit(page, [
      route('dashboard'),
      route('profile.edit'),
      route('search', {}, { q: 'Fontaine' }),
      route('contacts.create'),
      route('contacts.show', { id: contact.id }),
      route('contacts.edit', { id: contact.id }),
      route('contacts.email', { id: contact.id }),
      route('societes.create'),
      route('societes.show', { id: societe.id }),
      route('societes.edit', { id: societe.id }),
      route('offres.create'),
      route('offres.show', { id: offre.id }),
      route('offres.edit', { id: offre.id }),
      route('offres.preview', { id: offre.id }),
      route('textes.create'),
      route('textes.show', { id: texte.id }),
      route('textes.edit', { id: texte.id }),
      route('contacts.import.create'),
      route('contacts.doublons'),
    ])
  }).timeout(180_000)

  test('no e-sidoor page scrolls sideways at 390, 1000 or 1440 px', async ({ visit }) => {
    const { pro, esi } = await seed()
    const page = await signedIn(visit, esi)
    await assertPagesFit(page, [
      route('esidoor.dashboard'),
      route('esidoor.pros.show', { id: pro.id }),
      route('esidoor.approvals'),
      route('esidoor.security_log'),
    ])
  }).timeout(120_000)
})
