import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
| `npm run ace -- candidatures:purge` (in production `node ace
| candidatures:purge` from build/): deletes at once what the worker's
| nightly schedule deletes (app/services/candidatures/retention.ts), the
| applications and CV files of the offers closed more than
| CANDIDATURES_RETENTION_MONTHS (6) months ago.
*/
export default class CandidaturesPurge extends BaseCommand {
  static commandName = 'candidatures:purge'
  static description =
    'Supprime les candidatures (et leurs CV) des offres clôturées depuis plus de la durée de conservation'

  static options: CommandOptions = { startApp: true }

  async run() {
    const { purgeCandidatures, retentionMonths } = await import('#services/candidatures/retention')
    const { candidatures, orphans } = await purgeCandidatures()
    const rows = candidatures < 2 ? 'candidature supprimée' : 'candidatures supprimées'
    const files = orphans < 2 ? 'fichier orphelin supprimé' : 'fichiers orphelins supprimés'
    this.logger.success(
      `${candidatures} ${rows} (offres clôturées depuis plus de ${retentionMonths()} mois), ${orphans} ${files}.`
    )
  }
}
