import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import { TIMELINE_NOM } from '#database/demo/volume_extras'

/** Runs `node ace demo:volume …` on a small scale, output captured. */
async function demoVolume(...argv: string[]) {
  ace.ui.switchMode('raw')
  const command = await ace.exec('demo:volume', argv)
  const messages = command.logger.getLogs().map((log) => log.message)
  return { command, messages }
}

const SMALL = ['--pros', '2', '--contacts', '5', '--societes', '2', '--offres', '3']

const volumePros = () =>
  db
    .from('users')
    .where('email', 'like', 'volume-pro-%')
    .orderBy('id')
    .select('id', 'email', 'approval_status', 'approval_changed_at')

async function countOf(table: string, userIds: number[]) {
  const [{ total }] = await db.from(table).whereIn('user_id', userIds).count('* as total')
  return Number(total)
}

test.group('Command demo:volume', (group) => {
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('creates validated pros with their records, numbered after the existing ones', async ({
    assert,
  }) => {
    const first = await demoVolume(...SMALL)
    first.command.assertSucceeded()
    const again = await demoVolume(
      '--pros',
      '1',
      '--contacts',
      '1',
      '--societes',
      '1',
      '--offres',
      '1'
    )
    again.command.assertSucceeded()

    const pros = await volumePros()
    assert.deepEqual(
      pros.map((pro) => [pro.email, pro.approval_status]),
      [
        ['volume-pro-1@example.fr', 'validee'],
        ['volume-pro-2@example.fr', 'validee'],
        ['volume-pro-3@example.fr', 'validee'],
      ]
    )
    assert.isNotNull(pros[0].approval_changed_at)
    const ids = pros.slice(0, 2).map((pro) => pro.id)
    assert.equal(await countOf('contacts', ids), 10)
    assert.equal(await countOf('societes', ids), 4)
    assert.equal(await countOf('offres', ids), 6)
    assert.include(first.messages.join('\n'), '2 professionnels, 10 contacts, 4 sociétés, 6 offres')
    assert.match(first.messages.join('\n'), /Base de données : \d+ Mo/)
    /* One e-sidoor reader for `npm run bench -- --staff`, made once, no two-factor to set up. */
    const readers = await db
      .from('users')
      .where('email', 'volume-esi@example.fr')
      .select('role', 'droit', 'is_staff', 'approval_status')
    assert.lengthOf(readers, 1)
    assert.equal(readers[0].role, 'esi')
    assert.equal(readers[0].droit, 'lecteur')
    assert.isNotOk(readers[0].is_staff)
    /* Without --timeline, no contact gets the long history. */
    assert.equal(
      await db
        .from('contacts')
        .where('nom', TIMELINE_NOM)
        .count('* as n')
        .first()
        .then((r) => Number(r.n)),
      0
    )
  })

  test('--pending leaves the accounts awaiting validation', async ({ assert }) => {
    const { command } = await demoVolume(...SMALL, '--pending')
    command.assertSucceeded()
    const pros = await volumePros()
    assert.deepEqual(
      pros.map((pro) => pro.approval_status),
      ['en_attente', 'en_attente']
    )
    assert.isNull(pros[0].approval_changed_at)
  })

  test('--timeline gives the first pro’s "Chronologie" contact that many events', async ({
    assert,
  }) => {
    const { command, messages } = await demoVolume(...SMALL, '--timeline', '7')
    command.assertSucceeded()
    const [pro] = await volumePros()
    const contacts = await db.from('contacts').where('nom', TIMELINE_NOM).select('id', 'user_id')
    assert.deepEqual(contacts, [{ id: contacts[0].id, user_id: pro.id }])
    const id = contacts[0].id
    const activities = await db
      .from('activities')
      .where({ subject_type: 'contact', subject_id: id })
    const notes = await db.from('interactions').where('contact_id', id)
    assert.lengthOf(activities, 3)
    assert.lengthOf(notes, 4)
    assert.include(messages.join('\n'), `7 évènements : /app/contacts/${id}`)
  })
})
