import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Candidature from '#models/candidature'
import Modification from '#models/modification'
import MailDelivery from '#models/mail_delivery'
import { UserFactory } from '#database/factories/user_factory'
import { storeCv } from '#services/candidatures/cv_files'
import { TINY_PDF } from '#database/factories/candidature_factory'
import {
  DEFAULT_RETENTION_MONTHS,
  purgeCandidatures,
  retentionMonths,
} from '#services/candidatures/retention'
import { candidaturesTo, closedAgo, freshDriveEach, ids, offreOf } from './files_helpers.js'
import { assertFilesMatchRows, cvFilesOnDisk } from './files_helpers.js'

/*
| Applications are kept 6 months (CANDIDATURES_RETENTION_MONTHS) after their
| offer closed, or went to the trash; then `candidatures:purge` and the
| nightly job delete them with their CV files (app/services/candidatures/retention.ts).
*/

/** Offers on every side of the limit, with applications; which should go and which stay. */
async function offersAroundTheLimit() {
  const owner = await UserFactory.create()
  const old = await offreOf(owner, ['cloturee'], closedAgo(6))
  const oldTrashed = await offreOf(owner, ['cloturee', 'trashed'], {
    ...closedAgo(8),
    deletedAt: DateTime.now().minus({ months: 7 }),
  })
  const abandoned = await offreOf(owner, ['publiee'], {
    deletedAt: DateTime.now().minus({ months: 6, days: 2 }),
  })
  const recent = await offreOf(owner, ['cloturee'], closedAgo(5, 27))
  const recentTrash = await offreOf(owner, ['publiee', 'trashed'])
  const open = await offreOf(owner, ['publiee'], {
    publishedAt: DateTime.now().minus({ years: 1 }),
  })
  const gone = [
    ...(await candidaturesTo(old, 2)),
    ...(await candidaturesTo(oldTrashed, 1)),
    ...(await candidaturesTo(abandoned, 1)),
  ]
  const kept = [
    ...(await candidaturesTo(recent, 1)),
    ...(await candidaturesTo(recentTrash, 1)),
    ...(await candidaturesTo(open, 2)),
  ]
  return { owner, old, gone, kept }
}

test.group('Candidatures | retention', (group) => {
  freshDriveEach(group)

  test('six months after the offer closed (or went to the trash), applications go with their files', async ({
    assert,
  }) => {
    const { gone, kept } = await offersAroundTheLimit()
    assert.lengthOf(await cvFilesOnDisk(), 8)

    const result = await purgeCandidatures()

    assert.deepEqual(result, { candidatures: 4, orphans: 0 })
    assert.deepEqual(ids(await Candidature.all()), ids(kept))
    await assertFilesMatchRows(assert)
    assert.sameMembers(
      await cvFilesOnDisk(),
      kept.map((candidature) => candidature.cvKey)
    )
    for (const candidature of gone) {
      assert.isFalse(await drive.use().exists(candidature.cvKey), candidature.cvKey)
    }
    assert.deepEqual(await purgeCandidatures(), { candidatures: 0, orphans: 0 }, 'idempotent')
  })

  test('the history and the e-mails of a purged application go too; others stay', async ({
    assert,
  }) => {
    const { gone, kept } = await offersAroundTheLimit()
    const [purged] = gone
    const [stays] = kept
    for (const candidature of [purged, stays]) {
      await candidature.merge({ statut: 'refusee', notes: 'Profil trop junior.' }).save()
      await MailDelivery.create({
        kind: 'application_reply',
        userId: candidature.userId,
        data: {
          candidatureId: candidature.id,
          sujet: 'Votre candidature',
          html: `<p>Bonjour ${candidature.prenom}</p>`,
          replyTo: { address: 'rh@example.fr', name: 'RH' },
        },
        status: 'envoye',
      })
    }
    const historyOf = (id: number) =>
      Modification.query().where('subject_type', 'candidature').where('subject_id', id)
    assert.isNotEmpty(await historyOf(purged.id))

    await purgeCandidatures()

    assert.lengthOf(await historyOf(purged.id), 0)
    assert.isNotEmpty(await historyOf(stays.id))
    const replies = await MailDelivery.query().where('kind', 'application_reply')
    assert.deepEqual(
      replies.map((mail) => (mail.data as { candidatureId: number }).candidatureId),
      [stays.id]
    )
  })

  test('the retention is a number of months (6 by default)', async ({ assert }) => {
    assert.equal(DEFAULT_RETENTION_MONTHS, 6)
    assert.equal(retentionMonths(), 6)
    const owner = await UserFactory.create()
    const offre = await offreOf(owner, ['cloturee'], closedAgo(3))
    await candidaturesTo(offre, 1)

    assert.deepEqual(await purgeCandidatures(DateTime.now(), 6), { candidatures: 0, orphans: 0 })
    assert.deepEqual(await purgeCandidatures(DateTime.now(), 2), { candidatures: 1, orphans: 0 })
    assert.deepEqual(await cvFilesOnDisk(), [])
  })

  test('a CV file that no application names is deleted once a day old, never younger', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const [candidature] = await candidaturesTo(await offreOf(owner, ['publiee']), 1)
    const orphan = await storeCv(TINY_PDF, 'pdf')

    assert.deepEqual(await purgeCandidatures(), { candidatures: 0, orphans: 0 })
    assert.sameMembers(await cvFilesOnDisk(), [candidature.cvKey, orphan])

    const tomorrow = DateTime.now().plus({ days: 1, minutes: 5 })
    assert.deepEqual(await purgeCandidatures(tomorrow), { candidatures: 0, orphans: 1 })
    assert.deepEqual(await cvFilesOnDisk(), [candidature.cvKey])
  })

  test('node ace candidatures:purge purges and says how many', async ({ assert }) => {
    const { kept } = await offersAroundTheLimit()

    ace.ui.switchMode('raw')
    const command = await ace.exec('candidatures:purge', [])
    const messages = command.logger.getLogs().map((log) => log.message)
    ace.ui.switchMode('normal')

    command.assertSucceeded()
    assert.deepEqual(messages, [
      '[ green(success) ] 4 candidatures supprimées (offres clôturées depuis plus de 6 mois), 0 fichier orphelin supprimé.',
    ])
    assert.deepEqual(ids(await Candidature.all()), ids(kept))
    await assertFilesMatchRows(assert)
  })

  test('the nightly job runs the same purge', async ({ assert }) => {
    await offersAroundTheLimit()
    const { default: CandidaturesPurgeJob } = await import('#jobs/candidatures_purge_job')
    await new CandidaturesPurgeJob().execute()
    assert.lengthOf(await db.from('candidatures').select('id'), 4)
    await assertFilesMatchRows(assert)
  })
})
