import { router } from '@inertiajs/react'
import { Download, RotateCcw } from 'lucide-react'
import type { ImportKind, ImportShowProps } from '~/props/imports'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { confirmAction } from '~/lib/confirm'
import { plural } from '~/lib/format'
import { formatCount, importNouns } from '~/components/imports/import_labels'

type Outcome = NonNullable<ImportShowProps['outcome']>

/** "Annuler cet import" asks first, with what goes to the trash and what gets its values back. */
function confirmUndo(kind: ImportKind, outcome: Outcome) {
  return confirmAction({
    title: 'Annuler cet import',
    text:
      kind === 'societes'
        ? `${plural(outcome.created, { one: '# société créée ira', other: 'Les # sociétés créées iront' })} à la corbeille et ${plural(outcome.updated, { one: '# société mise à jour retrouvera ses valeurs', other: 'les # sociétés mises à jour retrouveront leurs valeurs' })}.`
        : `${plural(outcome.created, { one: '# contact créé ira', other: 'Les # contacts créés iront' })} à la corbeille et ${plural(outcome.updated, { one: '# contact mis à jour retrouvera ses valeurs', other: 'les # contacts mis à jour retrouveront leurs valeurs' })}.`,
    confirm: 'Annuler cet import',
    danger: true,
  })
}

/**
 * Step 4, done or undone: the counts, the rejected rows and their CSV,
 * "Annuler cet import" (once), "Nouvel import".
 */
export function ImportOutcome({
  kind,
  id,
  status,
  outcome,
}: Pick<ImportShowProps, 'kind' | 'id' | 'status'> & { outcome: Outcome }) {
  const { base, nouns } = importNouns(kind)
  return (
    <Block title={status === 'undone' ? 'Import annulé' : 'Import terminé'}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ['Créés', outcome.created],
          ['Mis à jour', outcome.updated],
          ['Ignorés (doublons)', outcome.skipped],
          ['Rejetés', outcome.rejectedCount],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-4 dark:bg-black/20">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
              {formatCount(Number(value))}
            </dd>
          </div>
        ))}
      </dl>
      {outcome.createdSocietes > 0 && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {plural(outcome.createdSocietes, {
            one: '# société créée pour ces contacts.',
            other: '# sociétés créées pour ces contacts.',
          })}
        </p>
      )}
      {status === 'undone' && (
        <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-200">
          Les {nouns} créé{kind === 'societes' ? 'e' : ''}s sont dans la corbeille ; les {nouns} mis
          {kind === 'societes' ? 'es' : ''} à jour ont retrouvé leurs valeurs.
        </p>
      )}
      {outcome.rejected.length > 0 && (
        <div className="mt-6">
          <h2 className="font-semibold text-slate-900 dark:text-white">Lignes rejetées</h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm dark:divide-white/10">
            {outcome.rejected.map((row) => (
              <li key={row.line} className="py-2">
                <span className="font-semibold">Ligne {row.line}</span> : {row.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {outcome.rejectedCount > 0 && (
          <a
            href={urlFor(`${base}.import.rejected`, { id })}
            className="inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10"
          >
            <Download className="size-4" aria-hidden="true" /> Télécharger les lignes rejetées (CSV)
          </a>
        )}
        {status === 'done' && (
          <Button
            type="button"
            variant="secondary"
            onClick={async () => {
              if (await confirmUndo(kind, outcome))
                router.post(urlFor(`${base}.import.undo`, { id }))
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" /> Annuler cet import
          </Button>
        )}
        <LinkButton href={urlFor(`${base}.import.create`)} variant="secondary">
          Nouvel import
        </LinkButton>
      </div>
    </Block>
  )
}
