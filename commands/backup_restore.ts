import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { formatBytes } from '#services/operations/backups/format'

/*
| `node ace backup:restore <set> [--yes] [--force]`: puts back the database
| and the drive's files of one set (app/services/operations/backups/restore.ts).
| Asks for confirmation unless --yes; refuses a bad set, and refuses while
| a queue worker or the web server runs unless --force (how it knows:
| app/services/operations/backups/app_processes.ts).
*/
export default class BackupRestore extends BaseCommand {
  static commandName = 'backup:restore'
  static description =
    'Restaure une sauvegarde (base de données et fichiers) à la place des données actuelles'

  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Nom de la sauvegarde (voir backup:list)' })
  declare set: string

  @flags.boolean({ description: 'Ne pas demander de confirmation' })
  declare yes?: boolean

  @flags.boolean({ description: "Restaurer même si l'application semble tourner" })
  declare force?: boolean

  async run() {
    const { backupRestoreValidator, firstMessage } = await import('#validators/backups')
    const { restoreBackup } = await import('#services/operations/backups/restore')
    const { Refusal } = await import('#exceptions/refusal')
    let set: string
    try {
      ;({ set } = await backupRestoreValidator.validate({ set: this.set }))
    } catch (error) {
      this.logger.error(firstMessage(error))
      this.exitCode = 1
      return
    }
    try {
      const report = await restoreBackup(set, {
        force: this.force,
        confirm: async (manifest) => {
          if (this.yes) return true
          this.logger.info(
            `Sauvegarde ${set} : ${manifest.counts.files} fichier(s), prise avec la version ${manifest.app.version}.`
          )
          return this.prompt.confirm(
            `Remplacer la base de données et les fichiers actuels par la sauvegarde ${set} ?`
          )
        },
      })
      if (!report) {
        this.logger.info('Restauration annulée, rien n’a changé.')
        return
      }
      const rows = Object.entries(report.rows)
        .map(([table, count]) => `${table} ${count}`)
        .join(', ')
      this.logger.success(`Sauvegarde ${report.name} restaurée en ${report.seconds.toFixed(1)} s.`)
      this.logger.info(`Lignes : ${rows}.`)
      this.logger.info(
        `Fichiers : ${report.files} (${formatBytes(report.bytes)}) écrits, ${report.deleted} absent(s) de la sauvegarde supprimé(s).`
      )
      const { lastMigration, version } = report.manifest.app
      this.logger.info(
        `Sauvegarde prise avec la version ${version}${lastMigration ? `, dernière migration ${lastMigration}` : ''} : ` +
          'lancez `node ace migration:run --force` si le code est plus récent.'
      )
    } catch (error) {
      const refused = error instanceof Refusal
      this.logger.error(
        refused
          ? (error as Error).message
          : `Échec de la restauration : ${(error as Error).message}`
      )
      this.exitCode = 1
    }
  }
}
