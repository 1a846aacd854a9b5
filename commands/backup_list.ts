import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { formatBytes } from '#services/operations/backups/format'

/*
| `node ace backup:list`: the sets of the backup directory, newest first,
| each re-read against its manifest (every checksum, the database's
| integrity): a set with one byte changed shows « défectueux » with the
| reason. Ends with code 1 when a set is bad, for a monitor to notice.
*/
export default class BackupList extends BaseCommand {
  static commandName = 'backup:list'
  static description = 'Liste les sauvegardes et vérifie chacune (sommes de contrôle, intégrité)'

  static options: CommandOptions = { startApp: true }

  async run() {
    const { listSets } = await import('#services/operations/backups/backup_sets')
    const { backupDirectory } = await import('#services/operations/backups/settings')
    const sets = await listSets({ verify: true })
    if (sets.length === 0) {
      this.logger.info(`Aucune sauvegarde dans ${backupDirectory()}.`)
      return
    }
    this.logger.info(`${sets.length} sauvegarde(s) dans ${backupDirectory()} :`)
    for (const set of sets) {
      const kind = set.manifest?.database.kind ?? '?'
      const files = set.manifest ? `${set.manifest.counts.files} fichier(s)` : '? fichier'
      const status = set.problem ? `défectueuse : ${set.problem}` : 'bonne'
      this.logger.log(
        [
          set.name,
          set.date.toFormat('dd/LL/yyyy HH:mm:ss'),
          formatBytes(set.size),
          kind,
          files,
          status,
        ].join(' | ')
      )
    }
    if (sets.some((set) => set.problem)) this.exitCode = 1
  }
}
