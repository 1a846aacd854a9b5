import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { formatBytes } from '#services/operations/backups/format'

/*
| `node ace backup:run [--label x]` (from build/; `npm run ace -- backup:run`
| in the project): writes one checked backup set now, the database and the
| drive's files (app/services/operations/backups/backup_run.ts), rotates
| the old sets, copies the new one off-site when BACKUP_OFFSITE_DISK is set.
| The worker runs the same every night (app/jobs/backup_job.ts).
*/
export default class BackupRun extends BaseCommand {
  static commandName = 'backup:run'
  static description =
    'Sauvegarde la base de données et les fichiers (CV) dans un jeu daté, vérifié, avec rotation'

  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Étiquette ajoutée au nom du jeu (lettres, chiffres, tirets)' })
  declare label?: string

  async run() {
    const { backupRunValidator, firstMessage } = await import('#validators/backups')
    const { runBackup } = await import('#services/operations/backups/backup_run')
    let label: string | undefined
    try {
      ;({ label } = await backupRunValidator.validate({ label: this.label }))
    } catch (error) {
      this.logger.error(firstMessage(error))
      this.exitCode = 1
      return
    }
    try {
      const result = await runBackup({ label })
      const { counts } = result.manifest
      this.logger.success(
        `Sauvegarde ${result.name} écrite et vérifiée dans ${result.path} : base ${result.manifest.database.kind}, ` +
          `${counts.files} fichier(s), ${formatBytes(result.bytes)} en ${result.seconds.toFixed(1)} s.`
      )
      if (result.offsite) this.logger.info(`Copiée sur le disque ${result.offsite}.`)
      if (result.removed.length > 0) {
        this.logger.info(`Rotation : ${result.removed.join(', ')} supprimée(s).`)
      }
    } catch (error) {
      this.logger.error(`Échec de la sauvegarde : ${(error as Error).message}`)
      this.exitCode = 1
    }
  }
}
