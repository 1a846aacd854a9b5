import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import { UserFactory } from '#database/factories/user_factory'
import { auditsOf, storedAccess } from './helpers.js'

/** Runs `node ace user:staff …` through the app's ace kernel, output captured. */
async function userStaff(...argv: string[]) {
  ace.ui.switchMode('raw')
  const command = await ace.exec('user:staff', argv)
  const messages = command.logger.getLogs().map((log) => log.message)
  return { command, messages }
}

test.group('Command user:staff', (group) => {
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('grants the staff flag, audited without actor', async ({ assert }) => {
    const user = await UserFactory.merge({ email: 'paul@example.fr' }).create()
    const { command, messages } = await userStaff('Paul@Example.fr')

    command.assertSucceeded()
    assert.deepEqual(messages, ['[ green(success) ] Statut staff accordé à paul@example.fr.'])
    assert.isTrue(await storedAccess(user, 'isStaff'))
    const [audit] = await auditsOf(user)
    assert.isNull(audit.actorId)
    assert.deepEqual(audit.after, { role: 'pro', droit: null, isStaff: true })
  })

  test('--revoke removes it', async ({ assert }) => {
    const user = await UserFactory.apply('esi').merge({ email: 'elise@example.fr' }).create()
    const { command, messages } = await userStaff('elise@example.fr', '--revoke')

    command.assertSucceeded()
    assert.deepEqual(messages, ['[ green(success) ] Statut staff retiré à elise@example.fr.'])
    assert.isFalse(await storedAccess(user, 'isStaff'))
  })

  test('says so when there is nothing to change', async ({ assert }) => {
    const user = await UserFactory.apply('esi').merge({ email: 'elise@example.fr' }).create()
    const { command, messages } = await userStaff('elise@example.fr')
    command.assertSucceeded()
    assert.deepEqual(messages, ['[ blue(info) ] elise@example.fr a déjà le statut staff.'])
    assert.lengthOf(await auditsOf(user), 0)
  })

  test('fails with a French error for an unknown e-mail', async ({ assert }) => {
    const { command, messages } = await userStaff('personne@example.fr')
    command.assertFailed()
    assert.deepEqual(messages, [
      "[ red(error) ] Aucun utilisateur avec l'adresse personne@example.fr.",
    ])
  })
})
