import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Candidature from '#models/candidature'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { eraseCandidatures } from '#services/candidatures/erasure'
import { purgeCandidatures } from '#services/candidatures/retention'
import { as, candidaturesTo, freshDriveEach, ids, offreOf } from './files_helpers.js'
import { assertFilesMatchRows, cvFilesOnDisk } from './files_helpers.js'
import { route } from '#tests/helpers/routes'

/*
| No orphan file: every way applications are deleted removes their CV files
| (the database cascades rows, never files). After each path, the drive
| holds exactly the files of the applications left.
*/

/** An owner whose live, closed and trashed offers have applications, and another owner's. */
async function twoOwners() {
  const [owner, other] = await UserFactory.createMany(2)
  const mine = [
    ...(await candidaturesTo(await offreOf(owner, ['publiee']), 2)),
    ...(await candidaturesTo(await offreOf(owner, ['cloturee']), 1)),
    ...(await candidaturesTo(await offreOf(owner, ['publiee', 'trashed']), 1)),
  ]
  const theirs = await candidaturesTo(await offreOf(other, ['publiee']), 2)
  return { owner, other, mine, theirs }
}

test.group('Candidatures | deletion paths leave no file behind', (group) => {
  freshDriveEach(group)

  test('deleting an account deletes the applications to its offers and their files', async ({
    client,
    assert,
  }) => {
    const { owner, theirs } = await twoOwners()
    assert.lengthOf(await cvFilesOnDisk(), 6)

    const response = await as(client.delete(route('profile.destroy')), owner)
      .form({ password: 'motdepasse' })
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', route('home'))
    assert.isNull(await User.find(owner.id))
    assert.deepEqual(ids(await Candidature.all()), ids(theirs))
    await assertFilesMatchRows(assert)
    assert.lengthOf(await cvFilesOnDisk(), 2)
  })

  test('a wrong password deletes nothing, neither rows nor files', async ({ client, assert }) => {
    const { owner } = await twoOwners()

    await as(client.delete(route('profile.destroy')), owner)
      .form({ password: 'pas le bon' })
      .withCsrfToken()
      .redirects(0)

    assert.lengthOf(await Candidature.all(), 6)
    assert.lengthOf(await cvFilesOnDisk(), 6)
    await assertFilesMatchRows(assert)
  })

  test('erasing applications (a withdrawal, the purge) deletes exactly their files', async ({
    assert,
  }) => {
    const { mine, theirs } = await twoOwners()

    assert.equal(await eraseCandidatures([mine[0].id, mine[3].id]), 2)
    assert.equal(await eraseCandidatures([mine[0].id]), 0, 'already gone')

    assert.deepEqual(ids(await Candidature.all()), ids([mine[1], mine[2], ...theirs]))
    await assertFilesMatchRows(assert)
  })

  test('a company with offers cannot be deleted for good: its applications and files stay', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const offre = await offreOf(owner, ['publiee'])
    await candidaturesTo(offre, 2)

    await assert.rejects(() => db.from('societes').where('id', offre.societeId).delete())
    assert.lengthOf(await Candidature.all(), 2)
    await assertFilesMatchRows(assert)
  })

  test('rows deleted by a cascade outside the app leave files the purge deletes a day later', async ({
    assert,
  }) => {
    const { owner, theirs } = await twoOwners()

    await db.from('users').where('id', owner.id).delete()
    assert.deepEqual(ids(await Candidature.all()), ids(theirs))
    assert.lengthOf(await cvFilesOnDisk(), 6, 'the database cascades rows, not files')

    assert.deepEqual(await purgeCandidatures(), { candidatures: 0, orphans: 0 }, 'too young')
    const tomorrow = DateTime.now().plus({ days: 1, minutes: 5 })
    assert.deepEqual(await purgeCandidatures(tomorrow), { candidatures: 0, orphans: 4 })
    await assertFilesMatchRows(assert)
  })
})
