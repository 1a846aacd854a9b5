/*
| The contract of "an owned record type" (issue 43): contacts, offres,
| sociétés and text templates belong to the user who created them and
| answer the same way to who may list, read, create, update, trash,
| restore and export them. `ownedRecordContract(descriptor)` registers
| those tests once per type; each type's descriptor (<type>.contract.spec.ts)
| says only what differs (routes, factory, forms, pages, flashes, CSV), and
| each area keeps its own specs for what is genuinely its own (references,
| SIRET rules, sharing, filters…).
|
| Routes are addressed by name (`<routes>.index`, `.create`, `.store`,
| `.show`, `.edit`, `.update`, `.destroy`, `.restore`, `.export`), never by
| a literal path.
*/
import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { RoutesList } from '@adonisjs/core/types/http'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import Contact from '#models/contact'
import Offre from '#models/offre'
import Societe from '#models/societe'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'
import { type Catalogue, fieldsWhere, labelOf } from '#catalogues/define'
import { as } from '../access/helpers.js'
import { postJsonAs, sendAs, visitAs } from '#tests/helpers/as_user'
import { aContact, aSociete, anOffre, numbered } from '#tests/helpers/owned_records'

export type RouteName = keyof RoutesList['ALL'] & string
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Fields = Record<string, unknown>
type Row = LucidRow & { id: number }

/** A route's URL by name; the names of a descriptor are checked against the router's list. */
export function route(name: RouteName, params?: Record<string, string | number>, qs?: Fields) {
  const build = urlFor as unknown as (
    identifier: string,
    routeParams?: Record<string, string | number>,
    options?: { qs?: Fields }
  ) => string
  return build(name, params, qs ? { qs } : undefined)
}

/** Per-field validation errors flashed by a refused form post. */
export function fieldErrors(response: ApiResponse): Record<string, string[]> {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

/** The lines of a CSV answer, without the BOM. */
export function csvLines(text: string) {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
}

/** A record page of the type: its own page, or its edit form. */
type Page = 'show' | 'edit'

export type OwnedRecordType = {
  /** The start of every group title ("Contacts"). */
  label: string
  /** The name of the route group: `contacts` gives `contacts.index`, `contacts.show`… */
  routes: 'contacts' | 'offres' | 'societes' | 'textes'
  model: LucidModel
  /** Inertia components of the list, the create form and the record pages; no `show` when it leads to `edit`. */
  components: { index: string; create: string; show?: string; edit: string }
  /** The page props holding the list (`{ data, meta }`) and the record. */
  listProp: string
  recordProp: string
  /** The list's filters when none is asked. */
  noFilters: Record<string, null>

  /** Records of `owner`, one per name (each created after the one before), in the trash if asked. */
  create(owner: User, names: string[], trashed?: boolean): Promise<Row[]>
  /** Further own records a write must treat alike (an offer online, closed…). */
  variants?: (owner: User) => Promise<Row[]>
  /** The column that names a record (proves a row), and the name a list row shows for it. */
  nameField: string
  rowName: (row: Record<string, any>) => string
  /** The list's default order: by name, or newest first. */
  listOrder: 'name' | 'newest'

  /** A complete valid form for `owner` (creating what it points at), naming the record `validName`. */
  validForm: (owner: User) => Promise<Fields>
  validName: string
  /** Stored values after the valid form is saved (DateTime compared as ISO dates). */
  stored: Fields
  /**
   * Fields whose first refusal (in `refusals`) is sent at once in one invalid
   * form: each gets its one French error.
   */
  invalid: string[]
  /** Refusals, one by one: [why, field, change to the valid form, French message]. */
  refusals: Refusal[]
  /** Emptied fields sent as an Inertia JSON form (undefined: left out) and what is stored. */
  blanks: Record<'create' | 'update', { sent: Fields; stored: Fields }>
  /** Rich-text fields (sanitised before they are stored); a required one is never emptied. */
  rich: { field: string; required?: boolean }[]

  flash: { created: string; updated: string; deleted: string; restored: string }
  /** Where a save leads; where a record opens (the trashed one too). */
  after: { store: Page; update: Page }
  recordPage: Page
  /** The `can` props of a record page: the owner's (at least) and a lecteur's. */
  rights: { owner: Record<string, boolean>; lecteur: Record<string, boolean> }
  /** Record routes beyond show, edit, update, destroy and restore. */
  moreReads?: RouteName[]
  moreWrites?: [Method, RouteName][]
  /** The record pages a lecteur opens (the others are refused). */
  lecteurOpens: (Page | RouteName)[]
  /** Whether role visiteur uses the module as a pro does, or is refused everywhere. */
  visiteur: 'allowed' | 'refused'

  csv?: {
    catalogue: Catalogue
    /** The header row as a spreadsheet shows it. */
    header: string
    /** The file name before its date: `contacts` → contacts-2026-03-14.csv. */
    filename: string
    /** The cell (0-based) holding the record's name. */
    nameCell: number
  }
}

/** One refusal: [why, field, change to the valid form, French message]. */
export type Refusal = readonly [string, string, Fields, string]

/** The French messages every record type's form shares. */
export const EMAIL = 'Veuillez saisir une adresse e-mail valide.'
export const PHONE =
  'Veuillez saisir un numéro de téléphone valide (par exemple 01 23 45 67 89 ou +33 1 23 45 67 89).'

/** `field` (labelled `label` in messages) one character over its `max`. */
export function tooLong(why: string, field: string, label: string, max: number): Refusal {
  const message = `Le champ ${label} ne doit pas dépasser ${max} caractères.`
  return [why, field, { [field]: 'x'.repeat(max + 1) }, message]
}

/** `field` (labelled `label`) set to a `value` its list of choices does not hold. */
export function unknownChoice(why: string, field: string, label: string, value: string): Refusal {
  return [why, field, { [field]: value }, `La valeur choisie pour ${label} n'est pas valide.`]
}

/** The success flashes of a type named `noun` (feminine: `e` = 'e'). */
export function flashesOf(noun: string, e: '' | 'e' = '') {
  return {
    created: `${noun} créé${e}.`,
    updated: `${noun} mis${e} à jour.`,
    deleted: `${noun} supprimé${e}.`,
    restored: `${noun} restauré${e}.`,
  }
}

/** The Inertia components of a type whose pages are `<routes>/index`, `/create`, `/show`, `/edit`. */
export function pagesOf(routes: OwnedRecordType['routes']) {
  const page = (name: string) => `${routes}/${name}`
  return { index: page('index'), create: page('create'), show: page('show'), edit: page('edit') }
}

/** The `can` props of a type whose rights are update, delete and restore. */
export const PLAIN_RIGHTS = {
  owner: { update: true, delete: true, restore: true },
  lecteur: { update: false, delete: false, restore: false },
}

/**
 * A type a person opens on its own page (`show`), written back to it: flashes
 * of `noun`, plain rights, opened by a lecteur, refused to a visiteur.
 */
export function shownOnItsPage(noun: string) {
  return {
    flash: flashesOf(noun),
    after: { store: 'show', update: 'show' },
    recordPage: 'show',
    rights: PLAIN_RIGHTS,
    lecteurOpens: ['show'],
    visiteur: 'refused',
  } satisfies Partial<OwnedRecordType>
}

/** The invalid form of `type` (`invalid`): its fields' first refusals together, and their errors. */
function invalidForm(type: OwnedRecordType) {
  const change: Fields = {}
  const errors: Record<string, string> = {}
  for (const field of type.invalid) {
    const refusal = type.refusals.find(([, refused]) => refused === field)
    if (!refusal) throw new Error(`${type.label}: no refusal of ${field} to send as invalid`)
    Object.assign(change, refusal[2])
    errors[field] = refusal[3]
  }
  return { change, errors }
}

/**
 * A type named by `field`, listed by name: `create` (its `factory`'s rows with `extra`, one
 * per name), `nameField` and `rowName`, to spread into a descriptor.
 */
export function namedBy(
  factory: { merge(rows: Fields[]): { createMany(count: number): Promise<Row[]> } },
  field: string,
  extra: Fields = {}
) {
  const create = (owner: User, names: string[], trashed = false) =>
    factory
      .merge(
        names.map((name) => ({
          ...extra,
          userId: owner.id,
          [field]: name,
          deletedAt: trashed ? DateTime.now() : null,
        }))
      )
      .createMany(names.length)
  const rowName = (row: Record<string, any>) => String(row[field])
  return { create, nameField: field, rowName, listOrder: 'name' as const }
}

/** Ids no record has: malformed, or out of range. */
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999']

type Role = 'pro' | 'esi' | 'visiteur' | 'lecteur' | 'unverified'

/** A new user of `role`: a pro, an esi admin, a visiteur, a lecteur or an unverified pro. */
const userOf = (role: Role) => (role === 'pro' ? UserFactory : UserFactory.apply(role)).create()

export function ownedRecordContract(type: OwnedRecordType) {
  const r = (suffix: string) => `${type.routes}.${suffix}` as RouteName
  const url = (suffix: string, id?: number | string, qs?: Fields) =>
    route(r(suffix), id === undefined ? undefined : { id }, qs)
  const named = (name: RouteName | Page) => (name.includes('.') ? (name as RouteName) : r(name))
  const pageOf = (page: Page | RouteName, id: number | string) => route(named(page), { id })

  /* Record pages (with a component) and record writes, as the route tables of the tests below. */
  const pages: Page[] = type.components.show ? ['show', 'edit'] : ['edit']
  const reads: RouteName[] = [...(['show', 'edit'] as const).map(r), ...(type.moreReads ?? [])]
  const writes: [Method, RouteName][] = [
    ['PUT', r('update')],
    ['DELETE', r('destroy')],
    ['PUT', r('restore')],
    ...(type.moreWrites ?? []),
  ]

  /** A group of the contract, titled after the type, on an empty database before each test. */
  const contractGroup = (title: string, tests: () => void) =>
    test.group(`${type.label} | contract: ${title}`, () => {
      tests()
    })

  const one = async (owner: User, name = 'Fiche', trashed = false) =>
    type.create(owner, [name], trashed).then((rows) => rows[0])
  /** A new user of `role` (a pro unless told) and one record of theirs, `name`d, in the trash if asked. */
  const userWithOne = async ({ role = 'pro' as Role, name = 'Fiche', trashed = false } = {}) => {
    const user = await userOf(role)
    return { user, record: await one(user, name, trashed) }
  }
  const ownedBy = (owner: User) =>
    type.model.query().where('userId', owner.id).orderBy('id', 'asc') as unknown as Promise<Row[]>
  const snapshot = (record: Row) =>
    type.model.findOrFail(record.id).then((stored) => stored.serialize())
  const reload = (record: Row) => type.model.findOrFail(record.id) as Promise<Row>
  const value = (record: Row, field: string) => (record as unknown as Fields)[field]
  const namesIn = (response: ApiResponse) =>
    (response.inertiaProps[type.listProp].data as Record<string, any>[]).map(type.rowName)
  const inListOrder = (names: string[]) =>
    type.listOrder === 'name' ? [...names].sort() : [...names].reverse()
  /** Own live and trashed records, and further ones the type treats alike. */
  const everyKindOf = async (owner: User) => [
    await one(owner, 'Vivante'),
    await one(owner, 'Jetée', true),
    ...((await type.variants?.(owner)) ?? []),
  ]

  function assertStored(assert: any, record: Row, expected: Fields) {
    for (const [field, wanted] of Object.entries(expected)) {
      const got = value(record, field)
      assert.deepEqual(
        got instanceof DateTime ? got.toISODate() : got,
        wanted,
        `${field} as stored`
      )
    }
  }

  async function post(
    client: ApiClient,
    user: User,
    method: Method,
    target: string,
    form: Fields = {}
  ) {
    return as(client.request(target, method), user).form(form).withCsrfToken().withInertia()
  }

  /** Every write of `user` on each of `records` answers `status`, and none of them changes. */
  async function assertEveryWrite(
    assert: any,
    client: ApiClient,
    user: User,
    records: Row[],
    status: number
  ) {
    const before = await Promise.all(records.map(snapshot))
    const form = await type.validForm(user)
    for (const record of records) {
      for (const [method, name] of writes) {
        const response = await post(client, user, method, route(name, { id: record.id }), form)
        response.assertStatus(status)
      }
    }
    assert.deepEqual(await Promise.all(records.map(snapshot)), before)
  }

  /** `user` opens the page `name` (200, its component, « Créer » offered) and sends the valid form. */
  async function createFrom(client: ApiClient, user: User, name: 'index' | 'create') {
    const page = await visitAs(client, user, url(name))
    page.assertStatus(200)
    page.assertInertiaComponent(type.components[name])
    page.assertInertiaPropsContains({ can: { create: true } })
    return sendAs(client.post(url('store')).form(await type.validForm(user)), user)
  }

  contractGroup('who may enter', () => {
    test('a guest is sent to /login, an unverified user to /verify-email', async ({ client }) => {
      const lists = ['index', 'create', ...(type.csv ? ['export'] : [])].map((name) => url(name))
      for (const target of [...lists, ...reads.map((name) => route(name, { id: 1 }))]) {
        const response = await client.get(target).redirects(0)
        response.assertStatus(302)
        response.assertHeader('location', '/login')
      }
      const unverified = await userOf('unverified')
      const response = await as(client.get(url('index')), unverified).redirects(0)
      response.assertHeader('location', '/verify-email')
    })

    const roles = type.visiteur === 'allowed' ? ['pro', 'esi', 'visiteur'] : ['pro', 'esi']
    test('role {$self} uses the module: list, create, its record with every right')
      .with(roles)
      .run(async ({ client, assert }, role) => {
        const user = await userOf(role as Role)
        const created = await createFrom(client, user, 'index')
        const [record] = await ownedBy(user)
        assert.exists(record)
        created.assertHeader('location', pageOf(type.after.store, record.id))

        const page = await visitAs(client, user, pageOf(type.recordPage, record.id))
        page.assertInertiaPropsContains({ can: type.rights.owner })
      })

    test('a malformed or out-of-range id is a 404 on every record page', async ({ client }) => {
      const user = await UserFactory.create()
      for (const page of ['show', 'edit'] as const) {
        for (const id of BAD_IDS) {
          const response = await visitAs(client, user, url(page, id))
          response.assertStatus(404)
        }
      }
    })

    if (type.visiteur === 'refused') {
      test('role visiteur gets 403 on every route, even for an own record, and nothing changes', async ({
        client,
        assert,
      }) => {
        const { user, record } = await userWithOne({ role: 'visiteur', trashed: true })
        const before = await snapshot(record)
        const gets = ['index', 'create', ...(type.csv ? ['export'] : [])].map((name) => url(name))
        for (const target of [...gets, ...reads.map((name) => route(name, { id: record.id }))]) {
          const response = await visitAs(client, user, target)
          response.assertStatus(403)
          response.assertInertiaComponent('errors/error')
        }
        const form = await type.validForm(user)
        const store: [Method, RouteName] = ['POST', r('store')]
        for (const [method, name] of [store, ...writes]) {
          const target = name === r('store') ? url('store') : route(name, { id: record.id })
          const response = await post(client, user, method, target, form)
          response.assertStatus(403)
          response.assertInertiaComponent('errors/error')
        }
        assert.deepEqual(await snapshot(record), before)
        assert.lengthOf(await ownedBy(user), 1)

        /* 403, not 404, for an id that does not exist: the module is closed, whatever is asked. */
        const missing = await visitAs(client, user, url('show', 999999))
        missing.assertStatus(403)
      })

      test('role visiteur gets 403 JSON from a JSON call, and nothing is written', async ({
        client,
        assert,
      }) => {
        const user = await userOf('visiteur')
        const list = await as(client.get(url('index')), user).header('accept', 'application/json')
        list.assertStatus(403)
        assert.deepEqual(list.body(), { message: 'Accès refusé.' })

        const store = await postJsonAs(client, user, url('store'), await type.validForm(user))
        store.assertStatus(403)
        assert.deepEqual(store.body(), { message: 'Accès refusé.' })
        assert.lengthOf(await ownedBy(user), 0)
      })
    }
  })

  contractGroup('list', () => {
    test('only the caller’s records, 25 a page, in order, with the meta, never the owner id', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      const names = numbered('Mien', 30)
      await type.create(user, names)
      await type.create(await UserFactory.create(), ['Autre 01', 'Autre 02', 'Autre 03'])

      const first = await visitAs(client, user, url('index'))
      first.assertStatus(200)
      first.assertInertiaComponent(type.components.index)
      first.assertInertiaPropsContains({
        [type.listProp]: { meta: { total: 30, perPage: 25, currentPage: 1, lastPage: 2 } },
        filters: type.noFilters,
        can: { create: true },
      })
      const second = await visitAs(client, user, url('index', undefined, { page: 2 }))
      second.assertInertiaPropsContains({
        [type.listProp]: { meta: { currentPage: 2, lastPage: 2 } },
      })
      assert.lengthOf(namesIn(first), 25)
      assert.deepEqual([...namesIn(first), ...namesIn(second)], inListOrder(names))

      const row = first.inertiaProps[type.listProp].data[0]
      assert.notProperty(row, 'userId')
    })

    test('an empty list still answers with its meta', async ({ client }) => {
      const user = await UserFactory.create()
      const response = await visitAs(client, user, url('index'))
      response.assertInertiaPropsContains({
        [type.listProp]: { data: [], meta: { total: 0, perPage: 25, currentPage: 1, lastPage: 1 } },
      })
    })

    test('trash filter: absent shows live rows, "avec" all, "uniquement" the trashed ones', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      await type.create(user, ['Anne', 'Luc'])
      await type.create(user, ['Marc'], true)
      await type.create(await UserFactory.create(), ['Étranger'], true)

      const live = await visitAs(client, user, url('index'))
      assert.deepEqual(namesIn(live), inListOrder(['Anne', 'Luc']))

      for (const corbeille of ['avec', 'uniquement'] as const) {
        const response = await visitAs(client, user, url('index', undefined, { corbeille }))
        response.assertInertiaPropsContains({ filters: { corbeille } })
        if (corbeille === 'avec') {
          assert.sameMembers(namesIn(response), ['Anne', 'Luc', 'Marc'])
        } else {
          assert.deepEqual(namesIn(response), ['Marc'])
          assert.isString(response.inertiaProps[type.listProp].data[0].deletedAt)
        }
      }
    })
  })

  contractGroup('read one record', () => {
    test('the owner opens its pages, with its fields and every right, never the owner id', async ({
      client,
      assert,
    }) => {
      const { user, record } = await userWithOne({ name: 'Ma fiche' })
      for (const page of pages) {
        const response = await visitAs(client, user, url(page, record.id))
        response.assertStatus(200)
        response.assertInertiaComponent(type.components[page]!)
        response.assertInertiaPropsContains({
          [type.recordProp]: { id: record.id, [type.nameField]: 'Ma fiche', deletedAt: null },
          can: type.rights.owner,
        })
        assert.notProperty(response.inertiaProps[type.recordProp], 'userId')
      }
      if (!type.components.show) {
        const show = await as(client.get(url('show', record.id)), user).redirects(0)
        show.assertStatus(302)
        show.assertHeader('location', url('edit', record.id))
      }
    })

    test('another owner’s record is a 404 without its data, for an admin too', async ({
      client,
      assert,
    }) => {
      const record = await one(await UserFactory.create(), 'Secret Ailleurs')
      for (const user of [await UserFactory.create(), await userOf('esi')]) {
        for (const name of reads) {
          const response = await visitAs(client, user, route(name, { id: record.id }))
          response.assertStatus(404)
          response.assertInertiaComponent('errors/error')
          assert.notInclude(JSON.stringify(response.inertiaProps), 'Secret Ailleurs')
        }
      }
    })

    test('another owner’s record: every write is a 404 and changes nothing', async ({
      client,
      assert,
    }) => {
      const others = await everyKindOf(await UserFactory.create())
      const user = await UserFactory.create()
      await assertEveryWrite(assert, client, user, others, 404)
      assert.lengthOf(await ownedBy(user), 0)
    })
  })

  contractGroup('create', () => {
    test('a valid form creates the record of the caller and opens it', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      const response = await createFrom(client, user, 'create')
      const rows = await ownedBy(user)
      assert.lengthOf(rows, 1)
      response.assertStatus(302)
      response.assertHeader('location', pageOf(type.after.store, rows[0].id))
      response.assertFlashMessage('success', type.flash.created)
      assertStored(assert, rows[0], { [type.nameField]: type.validName, ...type.stored })
      assert.isNull(value(rows[0], 'deletedAt'))
    })

    test('refused when {0}: French error on {1}, nothing written')
      .with(type.refusals)
      .run(async ({ client, assert }, [, field, change, message]) => {
        const user = await UserFactory.create()
        const form = { ...(await type.validForm(user)), ...change }
        const response = await sendAs(client.post(url('store')).form(form), user)
        response.assertStatus(302)
        assert.deepEqual(fieldErrors(response)[field], [message])
        assert.lengthOf(await ownedBy(user), 0)
      })

    test('an invalid form: field errors back on the form page, 422 to a JSON call, nothing written', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      const invalid = invalidForm(type)
      const form = { ...(await type.validForm(user)), ...invalid.change }
      const refused = await sendAs(client.post(url('store')).json(form), user)
        .header('referer', url('create'))
        .withInertia()
      refused.assertStatus(302)
      refused.assertHeader('location', url('create'))
      const page = await as(client.get(url('create')), user)
        .withFlashMessages(refused.flashMessages())
        .withInertia()
      page.assertInertiaComponent(type.components.create)
      assert.deepEqual(page.inertiaProps.errors, invalid.errors)

      const json = await postJsonAs(client, user, url('store'), form)
      json.assertStatus(422)
      assert.containsSubset(
        json.body().errors,
        Object.entries(invalid.errors).map(([field, message]) => ({ field, message }))
      )
      assert.lengthOf(await ownedBy(user), 0)
    })

    test('an Inertia (JSON) form with emptied fields stores nulls and defaults', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      const { sent, stored } = type.blanks.create
      const response = await sendAs(
        client.post(url('store')).json({ ...(await type.validForm(user)), ...sent }),
        user
      ).withInertia()
      response.assertStatus(302)
      const [record] = await ownedBy(user)
      assertStored(assert, record, stored)
    })
  })

  contractGroup('update', () => {
    test('a valid form updates the record and returns to its page', async ({ client, assert }) => {
      const { user, record } = await userWithOne({ name: 'Avant' })
      const page = await visitAs(client, user, url('edit', record.id))
      page.assertInertiaComponent(type.components.edit)

      const response = await sendAs(
        client.put(url('update', record.id)).form(await type.validForm(user)),
        user
      )
      response.assertStatus(302)
      response.assertHeader('location', pageOf(type.after.update, record.id))
      response.assertFlashMessage('success', type.flash.updated)
      assertStored(assert, await reload(record), {
        [type.nameField]: type.validName,
        ...type.stored,
      })
    })

    test('an invalid form gets its French errors and changes nothing', async ({
      client,
      assert,
    }) => {
      const { user, record } = await userWithOne({ name: 'Avant' })
      const before = await snapshot(record)
      const invalid = invalidForm(type)
      const form = { ...(await type.validForm(user)), ...invalid.change }
      const response = await sendAs(client.put(url('update', record.id)).form(form), user)
      const errors = fieldErrors(response)
      for (const [field, message] of Object.entries(invalid.errors)) {
        assert.deepEqual(errors[field], [message])
      }
      assert.deepEqual(await snapshot(record), before)
    })

    test('emptied fields are cleared', async ({ client, assert }) => {
      const { user, record } = await userWithOne({ name: 'Avant' })
      const { sent, stored } = type.blanks.update
      await sendAs(
        client.put(url('update', record.id)).json({ ...(await type.validForm(user)), ...sent }),
        user
      ).withInertia()
      assertStored(assert, await reload(record), stored)
    })

    test('rich texts are sanitised before they are stored, on create and on update', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      const form = await type.validForm(user)
      const record = await one(user, 'Avant')
      for (const { field, required } of type.rich) {
        /* Created under another name first (names and SIRETs are unique per owner), then gone. */
        const [sent, stored] = SANITISED[0]
        await sendAs(
          client.post(url('store')).form({ ...form, [type.nameField]: 'Autre', [field]: sent }),
          user
        )
        const [created] = await ownedBy(user).then((rows) => rows.slice(-1))
        assert.notEqual(created.id, record.id)
        assert.strictEqual(value(created, field), stored)
        await created.delete()

        const cases = required ? SANITISED : [...SANITISED, EMPTY_EDITOR]
        for (const [input, output] of cases) {
          await sendAs(client.put(url('update', record.id)).form({ ...form, [field]: input }), user)
          assert.strictEqual(value(await reload(record), field), output, `${field} ← ${input}`)
        }
      }
    })
  })

  contractGroup('droit lecteur (read-only)', () => {
    test('reads the list, its records and the export, with every write switched off', async ({
      client,
    }) => {
      const { user, record } = await userWithOne({ role: 'lecteur' })
      const list = await visitAs(client, user, url('index'))
      list.assertStatus(200)
      list.assertInertiaPropsContains({
        can: { create: false },
        [type.listProp]: { meta: { total: 1 } },
      })
      for (const page of type.lecteurOpens) {
        const response = await visitAs(client, user, pageOf(page, record.id))
        response.assertStatus(200)
        response.assertInertiaPropsContains({ can: type.rights.lecteur })
      }
      if (type.csv) {
        const csv = await as(client.get(url('export')), user)
        csv.assertStatus(200)
      }
    })

    test('the create page and the other record pages are refused with 403', async ({ client }) => {
      const { user, record } = await userWithOne({ role: 'lecteur' })
      const refused = pages.filter((page) => !type.lecteurOpens.includes(page))
      for (const target of [url('create'), ...refused.map((page) => url(page, record.id))]) {
        const response = await visitAs(client, user, target)
        response.assertStatus(403)
        response.assertInertiaComponent('errors/error')
      }
    })

    test('creating is refused with 403, valid form or not, before validation', async ({
      client,
      assert,
    }) => {
      const user = await userOf('lecteur')
      for (const form of [await type.validForm(user), {}]) {
        const response = await post(client, user, 'POST', url('store'), form)
        response.assertStatus(403)
      }
      assert.lengthOf(await ownedBy(user), 0)
    })

    test('every write on an own record is refused with 403 and changes nothing', async ({
      client,
      assert,
    }) => {
      const user = await userOf('lecteur')
      const records = await everyKindOf(user)
      await assertEveryWrite(assert, client, user, records, 403)
      assert.lengthOf(await ownedBy(user), records.length)
    })

    test('a JSON write gets 403 JSON', async ({ client, assert }) => {
      const { user, record } = await userWithOne({ role: 'lecteur' })
      const form = await type.validForm(user)
      const store: [Method, string] = ['POST', url('store')]
      const each = writes.map(([method, name]) => [method, route(name, { id: record.id })] as const)
      for (const [method, target] of [store, ...each]) {
        const response = await as(client.request(target, method), user)
          .json(form)
          .header('accept', 'application/json')
          .withCsrfToken()
        response.assertStatus(403)
        assert.deepEqual(response.body(), { message: 'Accès refusé.' })
      }
    })
  })

  contractGroup('trash and restore', () => {
    test('delete moves the record to the trash and goes back to the list', async ({
      client,
      assert,
    }) => {
      const { user, record } = await userWithOne()
      const response = await sendAs(client.delete(url('destroy', record.id)), user)
      response.assertStatus(302)
      response.assertHeader('location', url('index'))
      response.assertFlashMessage('success', type.flash.deleted)
      assert.isNotNull(value(await reload(record), 'deletedAt'))

      const list = await visitAs(client, user, url('index'))
      list.assertInertiaPropsContains({ [type.listProp]: { data: [], meta: { total: 0 } } })
    })

    test('back to the list page it came from, never off the site, else to the list', async ({
      client,
    }) => {
      const user = await UserFactory.create()
      const [filtered, offSite, elsewhere] = await type.create(user, ['A', 'B', 'C'])
      const from = async (record: Row, referer: string) =>
        sendAs(client.delete(url('destroy', record.id)), user).header('referer', referer)
      const page = url('index', undefined, { search: 'lyon', page: 2 })
      const back = await from(filtered, `http://localhost${page}`)
      back.assertHeader('location', page)
      const stayed = await from(offSite, `https://evil.example${url('index')}?page=3`)
      stayed.assertHeader('location', `${url('index')}?page=3`)
      const list = await from(elsewhere, 'http://localhost/dashboard')
      list.assertHeader('location', url('index'))
    })

    test('a trashed record still opens, marked as deleted, and may be restored', async ({
      client,
      assert,
    }) => {
      const { user, record } = await userWithOne({ trashed: true })
      const page = await visitAs(client, user, pageOf(type.recordPage, record.id))
      page.assertStatus(200)
      assert.isString(page.inertiaProps[type.recordProp].deletedAt)
      page.assertInertiaPropsContains({ can: { restore: true } })

      const referer = `http://localhost${pageOf(type.recordPage, record.id)}`
      const response = await sendAs(client.put(url('restore', record.id)), user).header(
        'referer',
        referer
      )
      response.assertStatus(302)
      response.assertHeader('location', pageOf(type.recordPage, record.id))
      response.assertFlashMessage('success', type.flash.restored)
      assert.isNull(value(await reload(record), 'deletedAt'))

      const list = await visitAs(client, user, url('index'))
      list.assertInertiaPropsContains({ [type.listProp]: { meta: { total: 1 } } })
    })

    test('restore without a page to go back to goes to the list', async ({ client }) => {
      const { user, record } = await userWithOne({ trashed: true })
      const response = await sendAs(client.put(url('restore', record.id)), user)
      response.assertHeader('location', url('index'))
      response.assertFlashMessage('success', type.flash.restored)
    })

    test('deleting twice keeps the first deletion date', async ({ client, assert }) => {
      const { user, record } = await userWithOne({ trashed: true })
      const before = await snapshot(record)
      await sendAs(client.delete(url('destroy', record.id)), user)
      assert.deepEqual(await snapshot(record), before)
    })
  })

  contractGroup('account deletion', () => {
    test('deleting the account deletes its records, trashed ones included, and nobody else’s', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      await type.create(user, ['Alpha', 'Bravo'])
      await everyKindOf(user)
      /* Records pointing at one another: a contact at a société, an offre naming both. */
      const societe = await aSociete(user)
      const contact = await aContact(user, { societeId: societe.id })
      await anOffre(user, societe, { contactId: contact.id }, 'publiee')
      const kept = await one(await UserFactory.create(), 'Étrangère')

      const response = await sendAs(
        client.delete(route('profile.destroy')).form({ password: 'motdepasse' }),
        user
      )

      response.assertHeader('location', route('home'))
      assert.lengthOf(await ownedBy(user), 0)
      for (const model of [Contact, Offre, Societe, Texte]) {
        assert.lengthOf(await model.query().where('userId', user.id), 0, model.name)
      }
      assert.isNotNull(await type.model.find(kept.id))
    })
  })

  const csv = type.csv
  if (!csv) return
  contractGroup('CSV export', () => {
    test('a French CSV file of the caller’s live records: BOM, ";", the catalogue’s columns', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      await type.create(user, ['Alpha', 'Bravo'])
      await type.create(user, ['Jetée'], true)
      await type.create(await UserFactory.create(), ['Étrangère'])

      const response = await as(client.get(url('export')), user)
      response.assertStatus(200)
      assert.match(String(response.header('content-type')), /^text\/csv; charset=utf-8/)
      const today = DateTime.now().setZone('Europe/Paris').toFormat('yyyy-LL-dd')
      response.assertHeader(
        'content-disposition',
        `attachment; filename="${csv.filename}-${today}.csv"`
      )
      assert.isTrue(response.text().startsWith('\uFEFF'))
      const [header, ...rows] = csvLines(response.text())
      const columns = fieldsWhere(csv.catalogue, (spec) => spec.csv)
      assert.equal(header, columns.map((field) => labelOf(csv.catalogue, field)).join(';'))
      assert.equal(header, csv.header)
      assert.deepEqual(
        rows.map((row) => row.split(';')[csv.nameCell]),
        inListOrder(['Alpha', 'Bravo'])
      )
    })

    test('cells that would run as spreadsheet formulas are neutralised', async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      await type.create(user, ['=HYPERLINK("https://evil.example")'])
      const response = await as(client.get(url('export')), user)
      const cell = csvLines(response.text())[1].split(';')[csv.nameCell]
      assert.equal(cell, `"'=HYPERLINK(""https://evil.example"")"`)
    })

    test('an empty list exports just the headers', async ({ client, assert }) => {
      const user = await UserFactory.create()
      const response = await as(client.get(url('export')), user)
      assert.deepEqual(csvLines(response.text()), [csv.header])
    })
  })
}

/* What the rich-text sanitiser makes of hostile or foreign markup (app/services/textes/rich_text.ts). */
const SANITISED: [string, string][] = [
  [
    '<p onclick="x()">ok <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    '<p>ok <a rel="noopener noreferrer">lien</a></p>',
  ],
  [
    '<p onclick="x()">ok <a href="javascript:alert(1)">lien</a></p>',
    '<p>ok <a rel="noopener noreferrer">lien</a></p>',
  ],
  ['<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>', '<p>ok</p>'],
  ['<h1>Titre</h1><style>p{}</style><p style="color:red">ok</p>', '<h2>Titre</h2><p>ok</p>'],
  ['<h1>Profil</h1><iframe src="https://evil.example"></iframe>', '<h2>Profil</h2>'],
]
/* An emptied editor is no text. */
const EMPTY_EDITOR: [string, null] = ['<p></p>', null]
