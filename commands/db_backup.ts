import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import DatabaseBackup from '#services/data_tools/database_backup'

/*
| `npm run ace -- db:backup [--output path]`: an online backup of the
| database (see app/services/data_tools/database_backup.ts; restoring is in the README).
*/
export default class DbBackup extends BaseCommand {
  static commandName = 'db:backup'
  static description = 'Sauvegarde la base de données (SQLite : VACUUM INTO ; PostgreSQL : pg_dump)'

  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Fichier de sauvegarde (par défaut : <données>/backups/…)' })
  declare output?: string

  async run() {
    try {
      const file = await DatabaseBackup.run(this.output)
      this.logger.success(`Sauvegarde écrite dans ${file}`)
    } catch (error) {
      this.logger.error(`Échec de la sauvegarde : ${(error as Error).message}`)
      this.exitCode = 1
    }
  }
}
