import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'

/*
| The background jobs of the database adapter (config/queue.ts, the default):
| `queue_jobs`, as @boringnode/queue's knex adapter reads it (pending,
| delayed, active jobs; PostgreSQL hands each job to one worker with
| SKIP LOCKED, SQLite has one writer). Its columns are the package's own.
*/
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await new QueueSchemaService(db.getWriteClient()).createJobsTable()
    })
  }

  async down() {
    this.defer(async (db) => {
      await new QueueSchemaService(db.getWriteClient()).dropJobsTable()
    })
  }
}
