import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'

/*
| `npm run ace -- reminders:digest [--day=2026-12-01]`: queues today's
| morning digests at once (for operators and tests; the worker sends them).
| A digest already queued for a user and day is not queued again.
*/
export default class RemindersDigest extends BaseCommand {
  static commandName = 'reminders:digest'
  static description = 'Met en file les résumés du matin du jour (un par professionnel concerné)'

  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Jour (AAAA-MM-JJ, heure de Paris ; par défaut : aujourd’hui)' })
  declare day?: string

  async run() {
    const { parisToday } = await import('#services/activite/digest')
    const { sendDigests } = await import('#services/activite/digest_dispatch')
    const day = this.day ?? parisToday()
    if (!DateTime.fromISO(day).isValid || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      this.logger.error(`Jour invalide : ${day} (attendu : AAAA-MM-JJ)`)
      this.exitCode = 1
      return
    }
    const { recipients, queued } = await sendDigests(day)
    this.logger.success(
      `Résumés du ${day} : ${queued} mis en file (${recipients - queued} déjà envoyés), ${recipients} destinataire(s).`
    )
  }
}
