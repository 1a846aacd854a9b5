import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'
import { aContact, anOffre, aSociete } from '#tests/helpers/owned_records'

/* "Premiers pas" on the dashboard: steps ticked from real data, "Masquer" kept on the account. */
type Checklist = {
  steps: { key: string; done: boolean }[]
  profileMissing: string[]
  importKind: string
} | null

async function checklistOf(client: ApiClient, user: User): Promise<Checklist> {
  const response = await client.get(route('dashboard')).withInertia().loginAs(user)
  response.assertStatus(200)
  return (response.inertiaProps as { checklist: Checklist }).checklist
}

const done = (checklist: Checklist) =>
  Object.fromEntries(checklist!.steps.map((step) => [step.key, step.done]))

async function importRow(user: User, status: string) {
  await db.table('imports').insert({
    user_id: user.id,
    kind: 'contacts',
    filename: 'contacts.csv',
    status,
    headers: '[]',
    rows: '[]',
    total: 5,
    created_at: DateTime.now().toUTC().toSQL({ includeOffset: false }),
  })
}

/** « Masquer » (or show again) as `user`, from the dashboard; the redirect not followed. */
function dismiss(client: ApiClient, user: User, dismissed: boolean) {
  return client
    .put(route('onboarding.update'))
    .json({ dismissed })
    .withCsrfToken()
    .withInertia()
    .loginAs(user)
    .redirects(0)
}

test.group('Dashboard checklist', () => {
  test('a new pro sees five steps, none done', async ({ client, assert }) => {
    const user = await UserFactory.merge({ fullName: 'Paul Rousseau' }).create()
    const checklist = await checklistOf(client, user)
    assert.deepEqual(
      checklist!.steps.map((step) => step.key),
      ['profil', 'societe', 'contact', 'offre', 'import']
    )
    assert.deepEqual(Object.values(done(checklist)), [false, false, false, false, false])
    assert.deepEqual(checklist!.profileMissing, ['double_authentification'])
    assert.equal(checklist!.importKind, 'contacts')
  })

  test('the steps flip as the data appears, and it goes once all are done', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Paul' }).create()
    const other = await UserFactory.create()
    /* Another user's records tick nothing. */
    const theirs = await aSociete(other)
    await aContact(other)
    await anOffre(other, theirs, {}, 'publiee')
    await importRow(other, 'done')
    assert.deepEqual((await checklistOf(client, user))!.profileMissing, [
      'nom',
      'double_authentification',
    ])

    /* Trashed or draft records do not count. */
    const trashed = await aSociete(user, {}, 'trashed')
    await anOffre(user, trashed)
    await importRow(user, 'parsed')
    assert.deepInclude(done(await checklistOf(client, user)), {
      societe: false,
      offre: false,
      import: false,
    })

    const societe = await aSociete(user)
    assert.deepInclude(done(await checklistOf(client, user)), { societe: true, contact: false })

    await aContact(user)
    await anOffre(user, societe, {}, 'publiee')
    await importRow(user, 'undone')
    assert.deepEqual(done(await checklistOf(client, user)), {
      profil: false,
      societe: true,
      contact: true,
      offre: true,
      import: true,
    })

    const fresh = await User.findOrFail(user.id)
    fresh.fullName = 'Paul Rousseau'
    await fresh.save()
    assert.deepEqual((await checklistOf(client, fresh))!.profileMissing, [
      'double_authentification',
    ])

    const secured = await UserFactory.merge({ fullName: 'Paul Rousseau' }).apply('twoFactor').make()
    fresh.merge({
      twoFactorSecret: secured.twoFactorSecret,
      twoFactorConfirmedAt: secured.twoFactorConfirmedAt,
    })
    await fresh.save()
    assert.isNull(await checklistOf(client, fresh))
  })

  test('a visiteur gets the steps its role allows; lecteur none; esi the five', async ({
    client,
    assert,
  }) => {
    const visiteur = await UserFactory.apply('visiteur').create()
    const steps = await checklistOf(client, visiteur)
    assert.deepEqual(
      steps!.steps.map((step) => step.key),
      ['profil', 'societe', 'import']
    )
    assert.equal(steps!.importKind, 'societes')

    const lecteur = await UserFactory.apply('lecteur').create()
    assert.isNull(await checklistOf(client, lecteur))

    const esi = await UserFactory.apply('esi').create()
    const esiSteps = await checklistOf(client, esi)
    assert.lengthOf(esiSteps!.steps, 5)
  })

  test('"Masquer" hides it on the account, and it can be shown again', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await dismiss(client, user, true)
    response.assertStatus(303)
    response.assertHeader('location', route('dashboard'))
    await user.refresh()
    assert.isNotNull(user.onboardingDismissedAt)
    assert.isNull(await checklistOf(client, user))

    await dismiss(client, user, false)
    await user.refresh()
    assert.isNull(user.onboardingDismissedAt)
    assert.isNotNull(await checklistOf(client, user))
  })

  test('bad input gets a French error and writes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const body of [{}, { dismissed: 'peut-être' }, { dismissed: 'true' }]) {
      const response = await client
        .put(route('onboarding.update'))
        .json(body)
        .withCsrfToken()
        .header('accept', 'application/json')
        .loginAs(user)
      response.assertStatus(422)
      assert.match(response.body().errors[0].message, /masquer/)
    }
    await user.refresh()
    assert.isNull(user.onboardingDismissedAt)
  })

  test('without a CSRF token, or signed out, nothing changes', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const forged = await client
      .put(route('onboarding.update'))
      .json({ dismissed: true })
      .withInertia()
      .loginAs(user)
      .redirects(0)
    forged.assertStatus(419)
    const guest = await client
      .put(route('onboarding.update'))
      .json({ dismissed: true })
      .withCsrfToken()
      .redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', route('login'))
    await user.refresh()
    assert.isNull(user.onboardingDismissedAt)
  })
})
