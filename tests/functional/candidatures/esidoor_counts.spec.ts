import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import type Candidature from '#models/candidature'
import { UserFactory } from '#database/factories/user_factory'
import { candidaturesTo, as, offreOf } from './files_helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { aContact } from '#tests/helpers/owned_records'

/*
| e-sidoor's staff (role esi) see how many applications a professional's
| offers received, in all and per offer; never a candidate, a message, a
| note or a CV (docs/product.md, "Candidatures").
*/

/** What an application holds that staff must never read. */
const SECRETS = {
  prenom: 'Zéphirine',
  nom: 'Quillard',
  email: 'zephirine.quillard@example.org',
  telephone: '06 98 76 54 31',
  message: 'MESSAGE-CONFIDENTIEL-4242',
  cvNom: 'CV-CONFIDENTIEL-4242.pdf',
}
const NOTES = 'NOTE-PRIVEE-4242'

/** A pro with two offers and three applications (one full of secrets, with a history), and another pro's. */
async function proWithCandidatures() {
  const pro = await UserFactory.create()
  const first = await offreOf(pro, ['publiee'])
  const second = await offreOf(pro, ['cloturee'])
  const silent = await offreOf(pro, ['publiee'])
  const [secret] = await candidaturesTo(first, 2)
  await secret.merge(SECRETS).save()
  /* A history row (statut and private notes), which e-sidoor's "Activité récente" must not show. */
  await secret.merge({ statut: 'entretien', notes: NOTES }).save()
  await candidaturesTo(second, 1)
  const other = await UserFactory.create()
  await candidaturesTo(await offreOf(other, ['publiee']), 4)
  const contact = await aContact(pro)
  return { pro, first, second, silent, secret, contact }
}

/** Every GET route of e-sidoor and of the recruiters' inbox, with its parameters filled. */
function pagesToVisit(ids: { pro: number; contact: number; candidature: number }) {
  return Object.values(router.toJSON())
    .flat()
    .filter((entry) => entry.methods.includes('GET'))
    .filter((entry) => /^(esidoor|candidatures)\./.test(entry.name ?? ''))
    .map((entry) => {
      const id = entry.name!.startsWith('esidoor.contacts')
        ? ids.contact
        : entry.name!.startsWith('candidatures')
          ? ids.candidature
          : ids.pro
      return { name: entry.name!, url: entry.pattern.replace(/:id\b/, String(id)) }
    })
}

function leaks(body: string, candidature: Candidature) {
  return [...Object.values(SECRETS), NOTES, candidature.cvKey].filter((secret) =>
    body.includes(secret)
  )
}

test.group('Candidatures | e-sidoor sees counts only', () => {
  test('a pro’s page counts the applications in all and per offer', async ({ client, assert }) => {
    const { pro, first, second, silent } = await proWithCandidatures()
    const esi = await UserFactory.apply('esi').create()

    const response = await visitAs(client, esi, route('esidoor.pros.show', { id: pro.id }))

    response.assertStatus(200)
    const { candidatures, offres } = response.inertiaProps as {
      candidatures: { total: number; parOffre: Record<string, number> }
      offres: { id: number }[]
    }
    assert.deepEqual(candidatures, {
      total: 3,
      parOffre: { [first.id]: 2, [second.id]: 1 },
    })
    assert.notProperty(candidatures.parOffre, String(silent.id))
    assert.sameMembers(
      offres.map((offre) => offre.id),
      [first.id, second.id, silent.id]
    )
  })

  test('a pro without applications shows 0', async ({ client }) => {
    const pro = await UserFactory.create()
    await offreOf(pro, ['publiee'])
    const esi = await UserFactory.apply('esi').create()

    const response = await visitAs(client, esi, route('esidoor.pros.show', { id: pro.id }))

    response.assertInertiaPropsContains({ candidatures: { total: 0, parOffre: {} } })
  })

  test('no e-sidoor page shows a candidate, a message, a note or a CV', async ({
    client,
    assert,
  }) => {
    const { pro, secret, contact } = await proWithCandidatures()
    const esi = await UserFactory.apply('esi').create()
    const pages = pagesToVisit({ pro: pro.id, contact: contact.id, candidature: secret.id })
    assert.isAbove(pages.filter((page) => page.name.startsWith('esidoor.')).length, 4)

    for (const page of pages) {
      for (const inertia of [true, false]) {
        const request = as(client.get(page.url), esi).redirects(0)
        const response = await (inertia ? request.withInertia() : request)
        assert.isBelow(response.status(), 500, page.url)
        assert.deepEqual(leaks(response.text(), secret), [], `${page.name} (${page.url})`)
      }
    }
  })

  test('the same pages do show the candidate to the owner (the check above can fail)', async ({
    client,
    assert,
  }) => {
    const { pro, secret } = await proWithCandidatures()
    const routes = pagesToVisit({ pro: pro.id, contact: 0, candidature: secret.id }).filter(
      (page) => page.name === 'candidatures.show'
    )
    if (routes.length === 0) return assert.fail('the recruiter’s application page is missing')
    const response = await visitAs(client, pro, routes[0].url)
    response.assertStatus(200)
    assert.include(response.text(), SECRETS.email)
  })
})
