import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Offre from '#models/offre'
import SecurityEvent from '#models/security_event'
import AccountSuspendedNotification from '#mails/account_suspended_notification'
import AccountReinstatedNotification from '#mails/account_reinstated_notification'
import publicPages from '#services/emplois/public_page_cache'
import { publicSlug } from '#services/emplois/public_offres'
import { UserFactory } from '#database/factories/user_factory'
import { nextCodeOf } from '#tests/helpers/two_factor'
import { offreOf, proWithSociete } from '../offres/helpers.js'
import { fieldErrors, rememberCookieOf } from '../auth/helpers.js'
import { challenge, passwordStep, pastPasswordStep } from '../auth/two_factor_helpers.js'
import { accounts, as, esiAndPro } from './helpers.js'
import { textOf, withKeptPages } from '../emplois/helpers.js'
import { sitemapText } from '../emplois/sitemap_text.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { assertRedirect } from '#tests/helpers/answers'

/*
| Employer approval, what a decision does outside e-sidoor: a suspended
| pro's offers leave every public output at once (the job board's kept pages
| included) and come back on reinstatement; offers of a pending, refused or
| deleted account are never public; a suspension ends the account's sessions
| and its sign-in.
*/

const SUSPENDED = "Votre compte est suspendu. Contactez l'école."

/** An esi admin's decision on `user`, as the e-sidoor form posts it. */
function decide(
  client: ApiClient,
  admin: User,
  user: User,
  decision: 'approve' | 'refuse' | 'suspend' | 'reinstate',
  reason?: string
) {
  return as(client.post(route(`esidoor.pros.${decision}`, { id: user.id })), admin)
    .form(reason ? { reason } : {})
    .withCsrfToken()
    .redirects(0)
}

/** A validated pro with one published offer titled `titre`. */
async function proWithOffer(titre: string, state?: 'pending' | 'refused' | 'suspended') {
  const user = await (state ? UserFactory.apply(state) : UserFactory).create()
  const offre = await offreOf(user, await proWithSociete(user), { titre })
    .apply('publiee')
    .create()
  return { user, offre }
}

/** What each public output shows of `offre` now (true: it is there). */
async function onEmplois(client: ApiClient, offre: Offre) {
  const page = route('emplois.show', { slug: publicSlug(offre) })
  const [emplois, show, sitemap, feed, landing] = await Promise.all([
    client.get(route('emplois.index')),
    client.get(page),
    sitemapText((path) => textOf(client.get(path))),
    client.get(route('emplois.feed')),
    client.get(route('home')).withInertia(),
  ])
  const latest = (landing.inertiaProps as { offres: { titre: string }[] }).offres
  return {
    emplois: emplois.text().includes(offre.titre),
    page: show.status() === 200,
    sitemap: sitemap.includes(page),
    feed: feed.text().includes(offre.titre),
    landing: latest.some((card) => card.titre === offre.titre),
  }
}

const EVERYWHERE = { emplois: true, page: true, sitemap: true, feed: true, landing: true }
const NOWHERE = { emplois: false, page: false, sitemap: false, feed: false, landing: false }

test.group('Employer approval | the board follows the account', (group) => {
  group.each.setup(async () => {
    const cleanup = await withKeptPages()
    return async () => {
      mail.restore()
      await cleanup()
    }
  })

  test('suspended: its offers leave every output at once; reinstated: they come back', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const admin = await accounts.esi()
    const { user, offre } = await proWithOffer('Offre du compte suspendu')
    const { offre: other } = await proWithOffer('Offre qui reste')
    assert.deepEqual(await onEmplois(client, offre), EVERYWHERE)
    assert.isAbove(publicPages.size, 0, 'the board, the page, the sitemap and the feed are kept')

    const suspended = await decide(client, admin, user, 'suspend', 'Offres trompeuses.')
    suspended.assertFlashMessage(
      'success',
      `Compte de ${user.fullName} suspendu : ses offres ne sont plus en ligne et ses sessions sont fermées.`
    )
    assert.equal(publicPages.size, 0)
    assert.deepEqual(await onEmplois(client, offre), NOWHERE)
    assert.deepEqual(await onEmplois(client, other), EVERYWHERE)
    const counters = await visitAs(client, admin, route('esidoor.dashboard'))
    counters.assertInertiaPropsContains({ counters: { enLigne: 1 } })
    mails.assertSent(AccountSuspendedNotification, (sent) => {
      sent.message.assertTo(user.email)
      assert.include(String(sent.message.toJSON().message.text), 'Offres trompeuses.')
      return true
    })

    /* Kept again while suspended, then reinstated: back at once. */
    assert.isAbove(publicPages.size, 0)
    const reinstated = await decide(client, admin, user, 'reinstate')
    reinstated.assertFlashMessage(
      'success',
      `Compte de ${user.fullName} rétabli : ses offres publiées sont de retour en ligne.`
    )
    assert.deepEqual(await onEmplois(client, offre), EVERYWHERE)
    mails.assertSentCount(AccountReinstatedNotification, 1)

    const lines = await SecurityEvent.query().where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.kind, line.actorId, line.details]),
      [
        ['account_suspended', admin.id, 'Motif : Offres trompeuses.'],
        ['sessions_revoked', admin.id, 'Toutes les sessions (compte suspendu)'],
        ['account_reinstated', admin.id, null],
      ]
    )
  })

  test('offers of a pending, refused, suspended or deleted account are never public', async ({
    client,
    assert,
  }) => {
    const hidden = [
      await proWithOffer('Offre en attente', 'pending'),
      await proWithOffer('Offre refusée', 'refused'),
      await proWithOffer('Offre suspendue', 'suspended'),
    ]
    const deleted = await proWithOffer('Offre du compte supprimé')
    const { offre: shown } = await proWithOffer('Offre validée')
    assert.deepEqual(await onEmplois(client, deleted.offre), EVERYWHERE)

    const deletion = await as(client.delete(route('profile.destroy')), deleted.user)
      .form({ password: 'motdepasse' })
      .withCsrfToken()
      .redirects(0)
    deletion.assertHeader('location', route('home'))
    for (const { offre } of [...hidden, deleted]) {
      assert.deepEqual(await onEmplois(client, offre), NOWHERE, offre.titre)
    }
    assert.deepEqual(await onEmplois(client, shown), EVERYWHERE)
    const list = await client.get(route('emplois.index')).withInertia()
    list.assertInertiaPropsContains({ offres: { meta: { total: 1 } } })
  })
})

test.group('Employer approval | a suspension ends the account’s sign-in', () => {
  test('its sessions end, remember-me included; it cannot sign in until reinstated', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { esi: admin, pro: user } = await esiAndPro()
    const login = await passwordStep(client, user, true)
    login.assertHeader('location', route('dashboard'))
    const session = login.session()
    const remembered = rememberCookieOf(login)
    const before = await client.get(route('dashboard')).withSession(session).withInertia()
    before.assertInertiaComponent('dashboard')

    await decide(client, admin, user, 'suspend', 'Compte usurpé.')
    assertRedirect(
      await client.get(route('dashboard')).withSession(session).redirects(0),
      route('login')
    )
    const restored = await client
      .get(route('dashboard'))
      .withEncryptedCookie('remember_web', remembered)
      .redirects(0)
    restored.assertHeader('location', route('login'))
    const tokens = await db.from('remember_me_tokens').where('tokenable_id', user.id)
    assert.lengthOf(tokens, 0)

    /* The right password is told the account is suspended; a wrong one learns nothing. */
    const refused = await passwordStep(client, user)
    refused.assertSessionMissing('auth_web')
    assert.deepEqual(fieldErrors(refused).email, [SUSPENDED])
    const wrong = await client
      .post(route('login.store'))
      .form({ email: user.email, password: 'pas-le-bon' })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(wrong).email, [
      'Ces identifiants ne correspondent à aucun compte.',
    ])
    const failed = await SecurityEvent.query().where('kind', 'login_failed').orderBy('id')
    assert.deepEqual(
      failed.map((line) => line.details),
      ['Compte suspendu', 'Mot de passe incorrect']
    )

    await decide(client, admin, user, 'reinstate')
    const again = await passwordStep(client, user)
    again.assertHeader('location', route('dashboard'))
    again.assertSession('auth_web', user.id)
  })

  test('suspended between the password and the code: the code signs nothing in', async ({
    client,
  }) => {
    mail.fake()
    const admin = await accounts.esi()
    const { user, password } = await pastPasswordStep(client)
    password.assertHeader('location', route('two_factor.challenge'))

    await decide(client, admin, user, 'suspend', 'Compte usurpé.')
    const code = await challenge(client, password.session(), { code: await nextCodeOf(user) })
    code.assertHeader('location', route('login'))
    code.assertSessionMissing('auth_web')
    code.assertFlashMessage('error', SUSPENDED)
  })
})
