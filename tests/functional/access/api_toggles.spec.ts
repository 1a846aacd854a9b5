import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { serializeUser } from '#transformers/user_transformer'
import {
  NOT_ESI_NOR_STAFF,
  accessOf,
  accounts,
  aStaffMember,
  asJson,
  auditsOf,
  storedAccess,
} from './helpers.js'
import { route } from '#tests/helpers/routes'

type Toggle = {
  url: string
  field: 'droit' | 'role'
  value: string
  other: string
  /** The field's name in French messages. */
  label: string
}

/* The two toggles of docs/product.md §2/§5, each with two valid values. */
const TOGGLES: Toggle[] = [
  { url: route('api.user.role'), field: 'droit', value: 'lecteur', other: 'admin', label: 'rôle' },
  { url: route('api.user.acces_role'), field: 'role', value: 'pro', other: 'esi', label: 'accès' },
]

/** A toggle as the JSON client of inertia/lib/http.ts sends it, with its CSRF token. */
function toggle(client: ApiClient, user: User, url: string, body: object) {
  return asJson(client.put(url).json(body), user).withCsrfToken()
}

test.group('Access | PUT toggles, staff', () => {
  test('{url} sets the value sent and answers the updated user')
    .with(TOGGLES)
    .run(async ({ client, assert }, { url, field, value }) => {
      const user = await aStaffMember()
      const response = await toggle(client, user, url, { [field]: value })

      response.assertStatus(200)
      const stored = await accessOf(user)
      assert.equal(stored[field], value)
      response.assertBody(serializeUser(user))
      assert.equal(response.body()[field], value)
    })

  test('{url} clears the value with null')
    .with(TOGGLES)
    .run(async ({ client, assert }, { url, field, value }) => {
      const user = await aStaffMember({ [field]: value })
      const response = await toggle(client, user, url, { [field]: null })

      response.assertStatus(200)
      assert.isNull(response.body()[field])
      assert.isNull(await storedAccess(user, field))
    })

  test('{url} switches from one value to the other and audits each change')
    .with(TOGGLES)
    .run(async ({ client, assert }, { url, field, value, other }) => {
      const user = await aStaffMember()
      const before = await accessOf(user)
      await toggle(client, user, url, { [field]: value })
      const response = await toggle(client, user, url, { [field]: other })

      response.assertStatus(200)
      assert.equal(await storedAccess(user, field), other)
      const audits = await auditsOf(user)
      assert.lengthOf(audits, 2)
      assert.equal(audits[0].actorId, user.id)
      assert.deepEqual(audits[0].before, before)
      assert.deepEqual(audits[0].after, { ...before, [field]: value })
      assert.deepEqual(audits[1].before, { ...before, [field]: value })
      assert.deepEqual(audits[1].after, { ...before, [field]: other })
    })

  test('{url} with the value already held changes nothing and writes no audit row')
    .with(TOGGLES)
    .run(async ({ client, assert }, { url, field, value }) => {
      const user = await aStaffMember({ [field]: value })
      const response = await toggle(client, user, url, { [field]: value })
      response.assertStatus(200)
      assert.lengthOf(await auditsOf(user), 0)
    })

  test('{url} refuses an unknown value with 422 on the field, and changes nothing')
    .with(TOGGLES)
    .run(async ({ client, assert }, { url, field, label }) => {
      const user = await accounts.esi()
      const before = await accessOf(user)
      for (const body of [{ [field]: 'superadmin' }, { [field]: 42 }, {}]) {
        const response = await toggle(client, user, url, body)
        response.assertStatus(422)
        const errors = response.body().errors as { field: string; message: string }[]
        assert.deepEqual(
          errors.map((error) => error.field),
          [field]
        )
        if (field in body) {
          assert.equal(errors[0].message, `La valeur choisie pour ${label} n'est pas valide.`)
        } else {
          assert.equal(errors[0].message, `Le champ ${label} est obligatoire.`)
        }
      }
      assert.deepEqual(await accessOf(user), before)
      assert.lengthOf(await auditsOf(user), 0)
    })

  test('staff keep the toggles whatever they switched to', async ({ client, assert }) => {
    const user = await aStaffMember({ role: null, droit: 'lecteur' })
    const back = await toggle(client, user, route('api.user.acces_role'), { role: 'esi' })
    back.assertStatus(200)
    const droit = await toggle(client, user, route('api.user.role'), { droit: 'admin' })
    droit.assertStatus(200)
    assert.deepEqual(await accessOf(user), { role: 'esi', droit: 'admin', isStaff: true })
  })
})

test.group('Access | PUT toggles, refused', () => {
  test('{who} (not staff) gets 403 JSON on both toggles, and nothing changes')
    .with(NOT_ESI_NOR_STAFF)
    .run(async ({ client, assert }, { account }) => {
      const user = await account()
      const before = await accessOf(user)
      for (const { url, field, other } of TOGGLES) {
        const response = await toggle(client, user, url, { [field]: other })
        response.assertStatus(403)
        response.assertBody({ message: 'Accès refusé.' })
      }
      assert.deepEqual(await accessOf(user), before)
      assert.lengthOf(await auditsOf(user), 0)
    })

  test('an esi user without the staff flag gets 403', async ({ client, assert }) => {
    const user = await UserFactory.merge({ role: 'esi', droit: 'admin', isStaff: false }).create()
    const response = await toggle(client, user, route('api.user.acces_role'), { role: 'pro' })
    response.assertStatus(403)
    assert.equal(await storedAccess(user, 'role'), 'esi')
  })

  test('a guest gets 401 JSON on {url}')
    .with(TOGGLES)
    .run(async ({ client }, { url, field, value }) => {
      const response = await client
        .put(url)
        .json({ [field]: value })
        .header('accept', 'application/json')
        .withCsrfToken()
      response.assertStatus(401)
      response.assertBody({ message: 'Authentification requise.' })
    })

  test('{url} without or with a forged X-XSRF-TOKEN gets 419 JSON, and nothing changes')
    .with(TOGGLES)
    .run(async ({ client, assert }, { url, field, other }) => {
      const user = await accounts.esi()
      const before = await accessOf(user)
      const missing = await asJson(client.put(url).json({ [field]: other }), user)
      missing.assertStatus(419)
      missing.assertBody({ message: 'Session expirée ou jeton de sécurité invalide.' })
      const forged = await asJson(client.put(url).json({ [field]: other }), user).header(
        'x-xsrf-token',
        'jeton-invente'
      )
      forged.assertStatus(419)
      assert.deepEqual(await accessOf(user), before)
    })
})
