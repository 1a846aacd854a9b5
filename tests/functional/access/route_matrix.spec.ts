import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Interaction from '#models/interaction'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/user'
import PageTexte from '#models/page_texte'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { TexteModeleFactory } from '#database/factories/texte_modele_factory'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import {
  ACCOUNTS,
  type Account,
  type Answers,
  type Fixtures,
  type MatrixEntry,
  ROUTE_MATRIX,
  urlFor,
} from './route_matrix.js'
import { accounts, as } from './helpers.js'

/** Where form posts claim to come from, so "back" is recognisable. */
const REFERER = '/depuis'

/* HEAD is served by every GET route; it is not a route of its own to decide on. */
const key = (method: string, pattern: string) => `${method} ${pattern}`

function routesOfTheRouter() {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) => route.methods.filter((m) => m !== 'HEAD').map((m) => key(m, route.pattern)))
}

let users: Record<Exclude<Account, 'guest'>, User>

async function freshRecords(pro: User): Promise<Fixtures> {
  const societe = await SocieteFactory.merge({ userId: pro.id }).create()
  const contact = await ContactFactory.merge({ userId: pro.id, societeId: societe.id }).create()
  const offre = await OffreFactory.merge({ userId: pro.id, societeId: societe.id }).create()
  const texte = await TexteModeleFactory.merge({ userId: pro.id }).create()
  const interaction = await Interaction.create({
    userId: pro.id,
    contactId: contact.id,
    type: 'appel',
    occurredAt: DateTime.now(),
    /* A follow-up date, so its calendar file (agenda.ics) exists. */
    relanceLe: DateTime.now().plus({ days: 3 }),
  })
  const candidature = await CandidatureFactory.merge({ userId: pro.id, offreId: offre.id }).create()
  return {
    proId: pro.id,
    societe: societe.id,
    contact: contact.id,
    offre: offre.id,
    texte: texte.id,
    interaction: interaction.id,
    candidature: candidature.id,
  }
}

/** What `account` gets for the route: its status, or "302 <location>". */
async function answerOf(client: ApiClient, entry: MatrixEntry, url: string, account: Account) {
  const request = client.request(url, entry.method).redirects(0)
  if (account !== 'guest') as(request, users[account])
  const write = !['GET', 'OPTIONS'].includes(entry.method)
  if (write) request.withCsrfToken().header('referer', REFERER)
  if (entry.json) {
    request.header('accept', 'application/json').header('x-requested-with', 'XMLHttpRequest')
    if (write) request.json(entry.body ?? {})
  } else if (write) {
    request.form(entry.body ?? {})
  } else if (entry.method === 'GET') {
    request.withInertia()
  }

  const response = await request
  const status = response.status()
  if (status !== 302 && status !== 303) return status
  const location = response.header('location')
  return `302 ${location === REFERER ? 'back' : location}` as const
}

test.group('Route matrix', (group) => {
  group.setup(async () => {
    const cleanup = await testUtils.db().truncate()
    users = {
      unverified: await accounts.unverified(),
      visiteur: await accounts.visiteur(),
      lecteur: await accounts.lecteur(),
      pro: await accounts.pro(),
      pro2: await UserFactory.create(),
      esi: await accounts.esi(),
    }
    /* Inserted by its migration, but other test files truncate every table. */
    await PageTexte.firstOrCreate({ cle: 'accueil.titre' }, { titre: 'Bienvenue' })
    return cleanup
  })
  group.each.setup(async () => {
    await limiter.clear()
    mail.fake()
    return () => mail.restore()
  })

  test('every route of the app has its line in the matrix', ({ assert }) => {
    const inMatrix = ROUTE_MATRIX.map((entry) => key(entry.method, entry.pattern))
    const inRouter = routesOfTheRouter()
    assert.deepEqual(
      inRouter.filter((route) => !inMatrix.includes(route)),
      [],
      'routes without a line in tests/functional/access/route_matrix.ts'
    )
    assert.deepEqual(
      inMatrix.filter((route) => !inRouter.includes(route)),
      [],
      'lines of the matrix that are no longer routes'
    )
    assert.equal(new Set(inMatrix).size, inMatrix.length, 'each route once')
  })

  test('{method} {pattern}')
    .with(ROUTE_MATRIX)
    .run(async ({ client, assert }, entry) => {
      const fixtures = await freshRecords(users.pro)
      const url = urlFor(entry.pattern, fixtures)
      const expected = Object.fromEntries(
        Object.entries(entry.expect).map(([account, answer]) => [
          account,
          typeof answer === 'string' ? `302 ${urlFor(answer.slice(4), fixtures)}` : answer,
        ])
      )
      const answers = {} as Answers
      /* One after the other: the owner's own write (a delete…) never runs before another's try. */
      for (const account of ACCOUNTS) {
        answers[account] = await answerOf(client, entry, url, account)
      }
      assert.deepEqual(answers, expected, `${entry.method} ${url}`)
    })
})
