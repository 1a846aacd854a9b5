import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type { AccessSnapshot } from '#models/access_audit'
import {
  NOT_ESI_NOR_STAFF,
  accessOf,
  accounts,
  as,
  aStaffMember,
  auditsOf,
  confirmedAt,
  esiAndPro,
  storedAccess,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertRedirect } from '#tests/helpers/answers'

/** The e-sidoor form as the page sends it, by `actor`, with the password confirmed unless told. */
function submit(
  client: ApiClient,
  actor: User,
  target: User,
  form: Partial<AccessSnapshot>,
  { confirmed = true } = {}
) {
  const page = route('esidoor.pros.show', { id: target.id })
  const session = confirmed ? confirmedAt(actor, Date.now()) : {}
  return as(client.put(`${page}/access`).json(form), actor, session)
    .header('referer', `http://localhost${page}`)
    .withCsrfToken()
    .redirects(0)
}

function fieldErrors(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

const LAST_ADMIN = 'La plateforme doit garder au moins un utilisateur esi avec le droit admin.'

test.group('e-sidoor | access form', () => {
  test('an esi admin changes role, droit and staff flag; the change is audited', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro } = await esiAndPro()
    const response = await submit(client, admin, pro, {
      role: 'esi',
      droit: 'lecteur',
      isStaff: true,
    })

    assertRedirect(response, route('esidoor.pros.show', { id: pro.id }))
    response.assertFlashMessage('success', 'Accès mis à jour.')
    assert.deepEqual(await accessOf(pro), { role: 'esi', droit: 'lecteur', isStaff: true })
    const [audit, ...others] = await auditsOf(pro)
    assert.lengthOf(others, 0)
    assert.equal(audit.actorId, admin.id)
    assert.deepEqual(audit.before, { role: 'pro', droit: null, isStaff: false })
    assert.deepEqual(audit.after, { role: 'esi', droit: 'lecteur', isStaff: true })
  })

  test('without a recent password confirmation it asks for it, then comes back to the page', async ({
    client,
    assert,
  }) => {
    const { esi: admin, pro } = await esiAndPro()
    const response = await submit(
      client,
      admin,
      pro,
      { role: null, droit: null, isStaff: false },
      {
        confirmed: false,
      }
    )

    assertRedirect(response, route('password.confirm'))
    response.assertSession('redirect.intendedUrl', route('esidoor.pros.show', { id: pro.id }))
    assert.equal(await storedAccess(pro, 'role'), 'pro')
    assert.lengthOf(await auditsOf(pro), 0)
  })

  test('a confirmation older than 3 hours no longer counts', async ({ client, assert }) => {
    const { esi: admin, pro } = await esiAndPro()
    const threeHoursAgo = Date.now() - 3 * 3600 * 1000 - 1000
    const response = await as(
      client.put(route('esidoor.pros.access', { id: pro.id })),
      admin,
      confirmedAt(admin, threeHoursAgo)
    )
      .json({ role: null, droit: null, isStaff: false })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', route('password.confirm'))
    assert.equal(await storedAccess(pro, 'role'), 'pro')
  })

  test('{who} is refused with 403, and nothing changes')
    .with([
      { who: 'an esi user without droit admin', account: () => aStaffMember() },
      ...NOT_ESI_NOR_STAFF,
    ])
    .run(async ({ client, assert }, { account }) => {
      const target = await accounts.pro()
      const response = await submit(client, await account(), target, {
        role: 'esi',
        droit: 'admin',
        isStaff: true,
      })
      response.assertStatus(403)
      assert.equal(await storedAccess(target, 'role'), 'pro')
      assert.lengthOf(await auditsOf(target), 0)
    })

  test('nobody changes their own staff flag', async ({ client, assert }) => {
    const admin = await accounts.esi()
    await accounts.esi()
    const response = await submit(client, admin, admin, {
      role: 'esi',
      droit: 'admin',
      isStaff: false,
    })

    response.assertStatus(302)
    assert.deepEqual(fieldErrors(response).isStaff, [
      'Vous ne pouvez pas modifier votre propre statut staff.',
    ])
    assert.isTrue(await storedAccess(admin, 'isStaff'))
    assert.lengthOf(await auditsOf(admin), 0)
  })

  test('the last esi admin cannot be demoted, by themself or by droit', async ({
    client,
    assert,
  }) => {
    const admin = await accounts.esi()
    const byRole = await submit(client, admin, admin, {
      role: 'pro',
      droit: 'admin',
      isStaff: true,
    })
    assert.deepEqual(fieldErrors(byRole).role, [LAST_ADMIN])
    const byDroit = await submit(client, admin, admin, { role: 'esi', droit: null, isStaff: true })
    assert.deepEqual(fieldErrors(byDroit).droit, [LAST_ADMIN])
    assert.deepEqual(await accessOf(admin), { role: 'esi', droit: 'admin', isStaff: true })
    assert.lengthOf(await auditsOf(admin), 0)
  })

  test('with another esi admin, one can step down', async ({ client, assert }) => {
    const admin = await accounts.esi()
    const other = await accounts.esi()
    const response = await submit(client, admin, other, { role: 'pro', droit: null, isStaff: true })
    response.assertHeader('location', route('esidoor.pros.show', { id: other.id }))
    assert.deepEqual(await accessOf(other), { role: 'pro', droit: null, isStaff: true })
  })

  test('two admins demoting each other at once: one stays', async ({ client, assert }) => {
    const first = await accounts.esi()
    const second = await accounts.esi()
    const demote = { role: 'pro' as const, droit: null, isStaff: true }
    await Promise.all([
      submit(client, first, second, demote),
      submit(client, second, first, demote),
    ])
    const admins = [await accessOf(first), await accessOf(second)].filter(
      (access) => access.role === 'esi' && access.droit === 'admin'
    )
    assert.lengthOf(admins, 1)
  })

  test('unknown values are field errors, and nothing changes', async ({ client, assert }) => {
    const { esi: admin, pro } = await esiAndPro()
    const response = await submit(client, admin, pro, {
      role: 'root',
      droit: 'dieu',
    } as unknown as AccessSnapshot)
    const errors = fieldErrors(response)
    assert.deepEqual(errors.role, ["La valeur choisie pour accès n'est pas valide."])
    assert.deepEqual(errors.droit, ["La valeur choisie pour rôle n'est pas valide."])
    assert.deepEqual(errors.isStaff, ['Le champ staff est obligatoire.'])
    assert.equal(await storedAccess(pro, 'role'), 'pro')
  })

  test('an unknown user is a 404', async ({ client }) => {
    const admin = await accounts.esi()
    const response = await submit(client, admin, { id: 999999 } as User, {
      role: 'pro',
      droit: null,
      isStaff: false,
    })
    response.assertStatus(404)
  })
})
