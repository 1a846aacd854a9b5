import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The security log (docs/security.md, "Security log"): sign-ins and their
| failures, lockouts, logouts, password and e-mail changes, two-factor
| changes, revoked sessions, access changes, approvals, suspensions and
| deletions. Rows outlive the account they name (the user and actor links
| become null, the e-mail stays); kept 12 months (`security:purge`).
*/
export default class extends BaseSchema {
  protected tableName = 'security_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.integer('actor_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('kind', 40).notNullable()
      /* The address of the account, or the one typed in a failed sign-in. */
      table.string('email', 254).nullable()
      table.string('ip', 45).nullable()
      table.string('device', 80).nullable()
      /* A few words of context (a reason, the access before and after); never a secret. */
      table.text('details').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['kind', 'created_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
