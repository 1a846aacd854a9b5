import type { DryRun, ImportKind, RowStatus } from '~/props/imports'
import { Block } from '~/components/block'
import { plural } from '~/lib/format'

const TONE: Record<RowStatus, string> = {
  'à créer': 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  'à mettre à jour': 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  'à ignorer (doublon)': 'bg-slate-100 text-slate-800 dark:bg-white/10 dark:text-slate-100',
  'erreur': 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
}

/** The dry run's counts, nothing written yet: "2 contacts à créer", "1 ligne en erreur". */
function plannedCount(status: RowStatus, count: number, kind: ImportKind) {
  const [one, other] = kind === 'societes' ? ['société', 'sociétés'] : ['contact', 'contacts']
  switch (status) {
    case 'à créer':
      return plural(count, { one: `# ${one} à créer`, other: `# ${other} à créer` })
    case 'à mettre à jour':
      return plural(count, { one: `# ${one} à mettre à jour`, other: `# ${other} à mettre à jour` })
    case 'à ignorer (doublon)':
      return plural(count, { one: '# doublon à ignorer', other: '# doublons à ignorer' })
    default:
      return plural(count, { one: '# ligne en erreur', other: '# lignes en erreur' })
  }
}

/** "Vérification": what the import would do, in counts and row by row. */
export function DryRunReport({ dryRun, kind }: { dryRun: DryRun; kind: ImportKind }) {
  return (
    <Block title="Vérification">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {(Object.keys(dryRun.counts) as RowStatus[]).map((key) => (
          <span
            key={key}
            className={`mr-2 inline-block rounded-full px-2.5 py-0.5 font-semibold ${TONE[key]}`}
          >
            {plannedCount(key, dryRun.counts[key], kind)}
          </span>
        ))}
      </p>
      {dryRun.newSocietes.length > 0 && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {plural(dryRun.newSocietes.length, {
            one: 'Société à créer',
            other: 'Sociétés à créer',
          })}{' '}
          : {dryRun.newSocietes.join(', ')}
        </p>
      )}
      <ul className="mt-4 divide-y divide-slate-100 text-sm dark:divide-white/10">
        {dryRun.rows.map((row) => (
          <li key={row.line} className="flex flex-wrap items-center gap-2 py-1.5">
            <span className="w-20 text-slate-500 tabular-nums">Ligne {row.line}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[row.status]}`}>
              {row.status}
            </span>
            {row.message && (
              <span className="text-slate-700 dark:text-slate-200">{row.message}</span>
            )}
          </li>
        ))}
      </ul>
    </Block>
  )
}
