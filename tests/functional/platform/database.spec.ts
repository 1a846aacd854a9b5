import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { MAIL_LIMITS } from '#services/platform/mail_limits'
import { route } from '#tests/helpers/routes'

/*
| The embedded SQLite driver (libsql behind Lucid's better-sqlite3 client) and
| PostgreSQL must behave alike: transactions, savepoints, unique violations
| and concurrent requests. The same file runs against both in CI.
*/
test.group('Database driver', () => {
  test('a failed transaction writes nothing', async ({ assert }) => {
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await UserFactory.client(trx).merge({ email: 'rollback@example.fr' }).create()
        throw new Error('abandon')
      })
    )
    assert.isNull(await User.findBy('email', 'rollback@example.fr'))
  })

  test('a nested transaction (savepoint) rolls back alone', async ({ assert }) => {
    await db.transaction(async (trx) => {
      await UserFactory.client(trx).merge({ email: 'outer@example.fr' }).create()
      const nested = await trx.transaction()
      await UserFactory.client(nested).merge({ email: 'inner@example.fr' }).create()
      await nested.rollback()
    })
    assert.isNotNull(await User.findBy('email', 'outer@example.fr'))
    assert.isNull(await User.findBy('email', 'inner@example.fr'))
  })

  test('the unique e-mail index refuses a duplicate', async ({ assert }) => {
    await UserFactory.merge({ email: 'twice@example.fr' }).create()
    await assert.rejects(() => UserFactory.merge({ email: 'twice@example.fr' }).create())
    const rows = await db.from('users').where('email', 'twice@example.fr').count('* as total')
    assert.equal(Number(rows[0].total), 1)
  })

  /* Registrations are limited per IP (app/services/platform/mail_limits.ts): past the limit, a field error. */
  test('20 concurrent registrations: no failure, the accounts the per-IP limit allows', async ({
    client,
    assert,
  }) => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client
          .post(route('register.store'))
          .form({
            fullName: `Personne ${i}`,
            email: `concurrent${i}@example.fr`,
            password: 'motdepasse',
            passwordConfirmation: 'motdepasse',
          })
          .withCsrfToken()
          .redirects(0)
      )
    )
    for (const response of responses) response.assertStatus(302)
    const rows = await db.from('users').where('email', 'like', 'concurrent%').count('* as total')
    assert.equal(Number(rows[0].total), MAIL_LIMITS.registrationPerIp.requests)
  }).timeout(60_000)
})
