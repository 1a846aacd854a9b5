import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { emploisVersion } from '#models/emplois_version'
import PageTexte from '#models/page_texte'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import publicPages from '#services/emplois/public_page_cache'
import { systemClock } from '#services/platform/clock'
import { FakeClock } from '#tests/helpers/fake_clock'
import { waitUntil } from '#tests/helpers/poll'
import { countQueries } from '#tests/helpers/count_queries'
import { offreOf, proWithSociete } from '../offres/helpers.js'
import { withKeptPages } from '../emplois/helpers.js'
import { route } from '#tests/helpers/routes'
import { insertThreeSocietes, rolledBackUpdate } from './helpers.js'

/*
| The job board's version (app/models/emplois_version.ts): every kind of write
| the public pages show moves it, whoever makes it; nothing else does. The
| public pages are kept under it (tests/functional/emplois/across_instances.spec.ts
| shows two app processes).
*/
const isPg = env.get('DB_CONNECTION', 'sqlite') === 'pg'

test.group('Emplois version', () => {
  test('moves on every insert, update and delete of offres, sociétés and page texts, on an approval change and an account deletion', async ({
    assert,
  }) => {
    let before = await emploisVersion()
    const moved = async (label: string) => {
      const now = await emploisVersion()
      assert.isAbove(now, before, label)
      before = now
    }
    const stays = async (label: string) => assert.equal(await emploisVersion(), before, label)

    const user = await UserFactory.create()
    await stays('a new account shows nothing yet')
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    await moved('a société created through its model')
    const offre = await OffreFactory.merge({ userId: user.id, societeId: societe.id }).create()
    await moved('an offre created through its model')

    await db.from('offres').where('id', offre.id).update({ titre: 'Renommée' })
    await moved('an offre changed by a bare query (bulk actions, imports, merges)')
    await db.from('societes').where('id', societe.id).update({ ville: 'Brest' })
    await moved('a société changed by a bare query')

    await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    await db.from('users').where('id', user.id).update({ full_name: 'Autre Nom' })
    await stays('a contact, another column of the account (and its data version) are not shown')

    await db.from('users').where('id', user.id).update({ approval_status: 'suspendue' })
    await moved('the account suspended')
    await db.from('users').where('id', user.id).update({ approval_status: 'suspendue' })
    await stays('the same approval written again')
    await db.from('users').where('id', user.id).update({ approval_status: 'validee' })
    await moved('the account reinstated')

    const footer = () => db.from('page_textes').where('cle', 'footer.mentions')
    await footer().delete()
    before = await emploisVersion()
    await PageTexte.create({
      cle: 'footer.mentions',
      titre: 'Mentions',
      contenu: '<p>Mentions</p>',
    })
    await moved('a page text created (the footer of every public page)')
    await footer().update({ contenu: '<p>Autres mentions</p>' })
    await moved('a page text changed')
    await footer().delete()
    await moved('a page text deleted')

    await db.from('offres').where('id', offre.id).delete()
    await moved('an offre deleted')
    await db.from('societes').where('id', societe.id).delete()
    await moved('a société deleted')
    await db.from('users').where('id', user.id).delete()
    await moved('an account deleted')
  })

  test('a transaction moves it when it commits (PostgreSQL: once), a rolled-back one does not', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const before = await emploisVersion()
    await insertThreeSocietes(user, async () => {
      /* SQLite: the test's one connection is this transaction's. */
      if (isPg) assert.equal(await emploisVersion(), before, 'not seen by others before the commit')
    })
    assert.equal(await emploisVersion(), before + (isPg ? 1 : 3))

    await rolledBackUpdate(user)
    assert.equal(await emploisVersion(), before + (isPg ? 1 : 3))
    if (isPg) {
      const [{ count }] = await db.from('board_version_moves').count('* as count')
      assert.equal(Number(count), 0, 'the queued moves are gone with their transactions')
    }
  })

  test('PostgreSQL: a commit waiting for an owner’s row does not hold the board’s row', async ({
    assert,
  }) => {
    if (!isPg) return assert.isTrue(true, 'SQLite writes one transaction at a time')
    const [x, y, z] = await UserFactory.createMany(3)
    const offreX = await offreOf(x, await proWithSociete(x)).create()
    const offreZ = await offreOf(z, await proWithSociete(z)).create()
    const contactY = await ContactFactory.merge({ userId: y.id, societeId: null }).create()
    const before = await emploisVersion()

    /* Somebody holds Y's account row (an approval being decided, say). */
    const holder = await db.transaction()
    const writer = await db.transaction()
    let committed: Promise<unknown> = Promise.resolve()
    try {
      await holder.from('users').where('id', y.id).forUpdate()
      /* One transaction writes X's offer, then Y's contact: its commit waits for Y's row. */
      await writer.from('offres').where('id', offreX.id).update({ titre: 'Écrite avec X' })
      await writer.from('contacts').where('id', contactY.id).update({ ville: 'Quimper' })
      let waiting = true
      committed = writer.commit().finally(() => (waiting = false))
      /* Until PostgreSQL shows a session waiting for a row lock: the commit. */
      await waitUntil(async () => {
        const { rows } = await db.rawQuery(
          `SELECT count(*) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`
        )
        return Number(rows[0].n) > 0 || !waiting
      })
      assert.isTrue(waiting, 'the commit waits for Y’s row')

      /* Meanwhile another offer's write commits: the board's row is free. */
      const other = db.from('offres').where('id', offreZ.id).update({ titre: 'Écrite avec Z' })
      const done = await Promise.race([other.then(() => true), sleep(5000).then(() => false)])
      assert.isTrue(done, 'a board write is not stuck behind a commit that waits')
      assert.equal(await emploisVersion(), before + 1)
    } finally {
      await holder.commit()
      await committed
    }
    assert.equal(await emploisVersion(), before + 2)
  }).timeout(20_000)
})

test.group('Board version | the kept pages', (group) => {
  group.each.setup(withKeptPages)

  test('a kept page costs one query (the version); any write shows on the next visit', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const offre = await offreOf(user, await proWithSociete(user), { titre: 'Soudeur' })
      .apply('publiee')
      .create()
    const built = await countQueries(() => client.get(route('emplois.index')))
    const kept = await countQueries(() => client.get(route('emplois.index')))
    assert.equal(kept, 1)
    assert.isAbove(built, kept)

    await db.from('offres').where('id', offre.id).update({ titre: 'Chaudronnier' })
    const after = await client.get(route('emplois.index'))
    assert.include(after.text(), 'Chaudronnier')
    assert.notInclude(after.text(), 'Soudeur')
    assert.equal(publicPages.size, 1, 'the pages of the old version are gone')
  })

  test('the cache holds one version: a newer one empties it, an older request neither reads nor keeps', async ({
    assert,
    cleanup,
  }) => {
    const clock = new FakeClock()
    publicPages.clock = clock
    cleanup(() => {
      publicPages.clear()
      publicPages.clock = systemClock
    })
    const page = { body: 'x', nonce: null, type: 'text/plain', headers: [] }
    assert.isTrue(publicPages.set(5, 'a', page))
    assert.exists(publicPages.get(5, 'a'))
    assert.isTrue(publicPages.set(6, 'b', page), 'a newer version')
    assert.isUndefined(publicPages.get(6, 'a'), 'its pages show the board as it was')
    assert.equal(publicPages.size, 1)
    /* A request that read 5 before the write, answered after it. */
    assert.isUndefined(publicPages.get(5, 'b'))
    assert.isFalse(publicPages.set(5, 'a', page))
    assert.exists(publicPages.get(6, 'b'))
    /* Once its pages have expired, any version (a restored database's may be lower). */
    publicPages.ttlMs = 50
    assert.isTrue(publicPages.set(6, 'b', page))
    clock.advance(49)
    assert.isFalse(publicPages.set(2, 'a', page), 'not yet expired')
    clock.advance(1)
    assert.isTrue(publicPages.set(2, 'a', page))
    assert.exists(publicPages.get(2, 'a'))
  })
})
