import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'

/*
| The recurring jobs of the database adapter (config/queue.ts): the worker
| reads `queue_schedules` on every cycle and pushes the jobs that are due.
| Its columns are the package's own.
*/
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await new QueueSchemaService(db.getWriteClient()).createSchedulesTable()
    })
  }

  async down() {
    this.defer(async (db) => {
      await new QueueSchemaService(db.getWriteClient()).dropSchedulesTable()
    })
  }
}
