/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, aTexte, anOffre } from '#tests/helpers/owned_records'
import { recordPages, sidewaysOverflow } from '#tests/browser/shell/page_steps'

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
type Seeded = Awaited<ReturnType<typeof seed>>

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
  group.each.timeout(180_000)

  test('no {who} page scrolls sideways at 390, 1000 or 1440 px')
    .with([
      {
        who: 'pro',
        as: 'pro' as const,
        urls: ({ societe, contact, offre, texte }: Seeded) => [
          route('dashboard'),
          route('profile.edit'),
          route('search', {}, { q: 'Fontaine' }),
          ...recordPages('contacts', contact.id),
          route('contacts.email', { id: contact.id }),
          ...recordPages('societes', societe.id),
          ...recordPages('offres', offre.id),
          route('offres.preview', { id: offre.id }),
          ...recordPages('textes', texte.id),
          route('contacts.import.create'),
          route('contacts.doublons'),
        ],
      },
      {
        who: 'e-sidoor',
        as: 'esi' as const,
        urls: ({ pro }: Seeded) => [
          route('esidoor.dashboard'),
          route('esidoor.pros.show', { id: pro.id }),
          route('esidoor.approvals'),
          route('esidoor.security_log'),
        ],
      },
    ])
    .run(async ({ visit }, { as, urls }) => {
      const seeded = await seed()
      await assertPagesFit(await signedIn(visit, seeded[as]), urls(seeded))
    })
})
