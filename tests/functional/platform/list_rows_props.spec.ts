import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#models/user'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { contactRows, readContactQuery } from '#lists/contact'
import { offreRows, readOffreQuery } from '#lists/offre'
import { societeRows } from '#lists/societe'
import { candidatureRows, offresWithCandidatures, readCandidatureQuery } from '#lists/candidature'
import { PER_PAGE, paginated } from '#services/records/list_query'
import { readListQuery } from '#validators/list_query'
import { societeListValidator } from '#validators/societe'
import ContactTransformer from '#transformers/contact_transformer'
import SocieteTransformer from '#transformers/societe_transformer'
import OffreTransformer from '#transformers/offre_transformer'
import CandidatureTransformer from '#transformers/candidature_transformer'
import { serializeAs } from '#transformers/serialize_as'
import { statementsDuring } from '#tests/helpers/count_queries'
import { as } from '../societes/helpers.js'
import { route } from '#tests/helpers/routes'

/*
| The list pages read their rows as plain objects (no model hydration). Their
| props must stay exactly what the hydrated models gave: each page is compared,
| key for key, with the models read by the same query and serialised by the
| transformers' `forList` (as the CSV export and e-sidoor still read them), on a
| dataset with every kind of value (nulls, dates, joins, trash, salaries).
*/

/* Fixed instants with milliseconds: the wire keeps what the database keeps. */
const AT = DateTime.fromISO('2026-03-14T09:26:53.589Z')

async function dataset() {
  const user = await UserFactory.create()
  const other = await UserFactory.create()
  const [alpha, beta] = await SocieteFactory.merge([
    { userId: user.id, nom: 'Alpha Métallerie', createdAt: AT, siteWeb: null },
    { userId: user.id, nom: 'Béta & Fils', createdAt: AT.plus({ days: 1 }), codePostal: null },
  ]).createMany(2)
  await SocieteFactory.merge({ userId: user.id, nom: 'Ancienne', deletedAt: AT }).create()
  await SocieteFactory.merge({ userId: other.id, nom: 'Pas à moi' }).create()
  const contacts = await ContactFactory.merge([
    { userId: user.id, societeId: alpha.id, nom: 'Dupont', prenom: 'Marie', civilite: 'Mme' },
    { userId: user.id, societeId: beta.id, nom: 'Durand', prenom: null, civilite: null },
    { userId: user.id, societeId: null, nom: 'Sans', prenom: 'Société', createdAt: AT },
    { userId: user.id, societeId: alpha.id, nom: 'Jeté', deletedAt: AT.plus({ hours: 1 }) },
  ]).createMany(4)
  for (let i = 0; i < 27; i++) {
    await ContactFactory.merge({ userId: user.id, societeId: i % 3 ? alpha.id : null }).create()
  }
  const offres = [
    await OffreFactory.merge({ userId: user.id, societeId: alpha.id, contactId: contacts[0].id })
      .apply('publiee')
      .create(),
    await OffreFactory.merge({
      userId: user.id,
      societeId: beta.id,
      contactId: contacts[1].id,
      salaireMin: null,
      salaireMax: null,
      dateDebut: null,
      dateLimite: null,
      typeContrat: null,
    }).create(),
    await OffreFactory.merge({ userId: user.id, societeId: alpha.id }).apply('cloturee').create(),
    await OffreFactory.merge({ userId: user.id, societeId: beta.id }).apply('trashed').create(),
  ]
  for (const [index, offre] of offres.entries()) {
    await CandidatureFactory.merge({
      userId: user.id,
      offreId: offre.id,
      createdAt: AT.plus({ minutes: index }),
      statut: index % 2 ? 'nouvelle' : 'en_cours',
    } as never).create()
  }
  return user
}

/** The page's props, and the same rows read as models and serialised by `forList`. */
async function compare(
  client: any,
  assert: any,
  user: User,
  url: string,
  prop: string,
  expected: unknown
) {
  const response = await as(client.get(url), user).withInertia()
  response.assertStatus(200)
  assert.deepEqual(response.inertiaProps[prop], expected, url)
  assert.isAbove((response.inertiaProps[prop] as { data: unknown[] }).data.length, 0, url)
}

/* A belongsTo preload: the companies of the page's rows, by id. */
const PRELOAD = /from [`"]societes[`"] where [`"](societes[`"]\.[`"])?id[`"] in/i

/** Each list page: the queries it is read with, and its rows read as models for one query. */
type List = {
  prop: 'contacts' | 'societes' | 'offres' | 'candidatures'
  queries: (user: User) => Promise<string[]>
  expected: (user: User, input: Record<string, string>) => Promise<unknown>
}

const LISTS: List[] = [
  {
    prop: 'contacts',
    queries: async (user) => {
      const societes = await Societe.choicesFor(user)
      return [
        '',
        '?page=2',
        '?sort=societe',
        '?sort=societe&order=desc&page=2',
        '?corbeille=avec',
        '?search=dupont',
        '?statut=client',
        `?societe=${societes[0].id}`,
      ]
    },
    expected: async (user, input) => {
      const filters = await readContactQuery(input, await Societe.choicesFor(user))
      const page = await contactRows(user, filters).paginate(filters.page ?? 1, PER_PAGE)
      return paginated(page, serializeAs(ContactTransformer, 'forList'))
    },
  },
  {
    prop: 'societes',
    queries: async () => ['', '?corbeille=avec&sort=nom&order=desc', '?search=alpha'],
    expected: async (user, input) => {
      const filters = await readListQuery(societeListValidator, input)
      const page = await societeRows(user, filters).paginate(filters.page ?? 1, PER_PAGE)
      return paginated(page, serializeAs(SocieteTransformer, 'forList'))
    },
  },
  {
    prop: 'offres',
    queries: async () => ['', '?corbeille=avec&sort=societe', '?sort=date_limite&order=desc'],
    expected: async (user, input) => {
      const filters = await readOffreQuery(input, await Societe.choicesFor(user))
      const page = await offreRows(user, filters).paginate(filters.page ?? 1, PER_PAGE)
      return paginated(page, serializeAs(OffreTransformer, 'forList'))
    },
  },
  {
    prop: 'candidatures',
    queries: async (user) => {
      const offres = await offresWithCandidatures(user)
      return ['', '?statut=nouvelle', `?offre=${offres[0].id}`]
    },
    expected: async (user, input) => {
      const filters = await readCandidatureQuery(input, await offresWithCandidatures(user))
      const page = await candidatureRows(user, filters).paginate(filters.page ?? 1, PER_PAGE)
      return paginated(page, serializeAs(CandidatureTransformer, 'forList'))
    },
  },
]

test.group('List pages | rows read without models', () => {
  test('the {prop} list gives what the hydrated models gave')
    .with(LISTS)
    .run(async ({ client, assert }, { prop, queries, expected }) => {
      const user = await dataset()
      for (const query of await queries(user)) {
        const input = Object.fromEntries(new URLSearchParams(query))
        const url = `${route(`${prop}.index`)}${query}`
        await compare(client, assert, user, url, prop, await expected(user, input))
      }
    })

  test('the contacts list reads its companies in its own query, not a preload', async ({
    client,
    assert,
  }) => {
    const user = await dataset()
    const filters = await readContactQuery({}, await Societe.choicesFor(user))
    /* The pattern sees the model query's preload. */
    const preloaded = await statementsDuring(() => contactRows(user, filters).paginate(1, PER_PAGE))
    assert.isTrue(preloaded.some((sql) => PRELOAD.test(sql)))

    const page = await statementsDuring(async () => {
      const response = await as(client.get(route('contacts.index')), user).withInertia()
      response.assertStatus(200)
    })
    assert.isFalse(
      page.some((sql) => PRELOAD.test(sql)),
      page.join('\n')
    )
    assert.lengthOf(
      page.filter((sql) => /from [`"]contacts[`"]/i.test(sql) && /row_societes/.test(sql)),
      1,
      'the page with the join'
    )
    /* The count reads the filters alone: the join only names the rows' companies. */
    const counts = page.filter((sql) =>
      /^select count\(\*\) as [`"]total[`"] from [`"]contacts[`"]/i.test(sql)
    )
    assert.lengthOf(counts, 1, page.join('\n'))
    assert.notMatch(counts[0], /join/i)
  })

  test('the offres list and the inbox count their rows without the joins that name them', async ({
    client,
    assert,
  }) => {
    const user = await dataset()
    for (const [url, table] of [
      [route('offres.index'), 'offres'],
      [route('candidatures.index'), 'candidatures'],
    ] as const) {
      const page = await statementsDuring(async () => {
        const response = await as(client.get(url), user).withInertia()
        response.assertStatus(200)
      })
      const from = new RegExp(`from [\`"]${table}[\`"]`, 'i')
      const count = new RegExp(
        `^select count\\(\\*\\) as [\`"]total[\`"] from [\`"]${table}[\`"] where [\`"]${table}[\`"]\\.`,
        'i'
      )
      /* The list's own count (the shell's counts name their columns unqualified). */
      const counts = page.filter((sql) => count.test(sql))
      assert.lengthOf(counts, 1, page.join('\n'))
      assert.notMatch(counts[0], /join/i)
      assert.isTrue(
        page.some((sql) => from.test(sql) && /join/i.test(sql) && /limit/i.test(sql)),
        page.join('\n')
      )
    }
  })
})
