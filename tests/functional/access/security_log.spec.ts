import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import { DateTime } from 'luxon'
import SecurityEvent from '#models/security_event'
import * as SecurityLog from '#services/accounts/security_log'
import { UserFactory } from '#database/factories/user_factory'

test.group('Security log: writing and retention', () => {
  test('a line keeps its origin and outlives the account it names', async ({ assert }) => {
    const user = await UserFactory.create()
    await SecurityLog.record(
      'login_succeeded',
      { ip: '203.0.113.7', device: 'Firefox sur Linux' },
      { userId: user.id, email: user.email }
    )
    await user.delete()
    const [event] = await SecurityEvent.all()
    assert.equal(event.kind, 'login_succeeded')
    assert.isNull(event.userId)
    assert.equal(event.email, user.email)
    assert.equal(event.ip, '203.0.113.7')
  })

  test('security:purge deletes the lines older than 12 months, and only them', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const old = await SecurityLog.record('logout', null, { userId: user.id })
    old.createdAt = DateTime.now().minus({ months: 12, days: 1 })
    await old.save()
    const recent = await SecurityLog.record('logout', null, { userId: user.id })
    recent.createdAt = DateTime.now().minus({ months: 11, days: 27 })
    await recent.save()

    ace.ui.switchMode('raw')
    const command = await ace.exec('security:purge', [])
    command.assertSucceeded()
    const messages = command.logger.getLogs().map((log) => log.message)
    ace.ui.switchMode('normal')
    assert.deepEqual(messages, ['[ green(success) ] 1 ligne supprimée du journal de sécurité.'])
    const left = await SecurityEvent.all()
    assert.deepEqual(
      left.map((event) => event.id),
      [recent.id]
    )
  })
})
