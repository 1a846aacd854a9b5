import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import * as SecurityLog from '#services/accounts/security_log'
import { SECURITY_LOG_RETENTION_MONTHS } from '#services/accounts/security_log'

/*
| `npm run ace -- security:purge` (in production `node ace security:purge`
| from build/, daily from cron or a systemd timer): deletes the security log's
| lines older than the retention (docs/security.md).
*/
export default class SecurityPurge extends BaseCommand {
  static commandName = 'security:purge'
  static description = `Supprime les lignes du journal de sécurité de plus de ${SECURITY_LOG_RETENTION_MONTHS} mois`

  static options: CommandOptions = { startApp: true }

  async run() {
    const count = await SecurityLog.purge()
    const lines = count < 2 ? 'ligne supprimée' : 'lignes supprimées'
    this.logger.success(`${count} ${lines} du journal de sécurité.`)
  }
}
