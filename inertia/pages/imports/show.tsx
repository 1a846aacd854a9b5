import { Head } from '@inertiajs/react'
import { Play, SearchCheck } from 'lucide-react'
import type { ImportShowProps } from '~/props/imports'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { ColumnMapping } from '~/components/imports/column_mapping'
import { DryRunReport } from '~/components/imports/dry_run_report'
import { importNouns, lineCount } from '~/components/imports/import_labels'
import { ImportOutcome } from '~/components/imports/import_outcome'
import { ImportPreview } from '~/components/imports/import_preview'
import { ImportProgress } from '~/components/imports/import_progress'
import { ImportSteps } from '~/components/imports/import_steps'
import { useImportRun } from '~/components/imports/use_import_run'

/**
 * Steps 2 to 4 of "Importer des contacts": the columns, the dry run, the
 * import with its progress bar; then the result, the rejected rows and
 * "Annuler cet import".
 */
export default function ImportShow(props: ImportShowProps) {
  const { kind, filename, status, total, outcome } = props
  const { base, title, nouns } = importNouns(kind)
  const run = useImportRun(props)
  const { dryRun, busy, progress, error } = run

  const finished = status === 'done' || status === 'undone'
  return (
    <>
      <Head title={title} />
      <PageHeading
        title={title}
        subtitle={`${filename} · ${lineCount(total)}`}
        actions={
          <LinkButton href={urlFor(`${base}.index`)} variant="secondary">
            Retour aux {nouns}
          </LinkButton>
        }
      />
      <ImportSteps current={finished ? 4 : dryRun ? 3 : 2} />

      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-900/30 dark:text-red-100"
        >
          {error}
        </p>
      )}

      {finished && outcome ? (
        <ImportOutcome kind={kind} id={props.id} status={status} outcome={outcome} />
      ) : (
        <>
          <ColumnMapping kind={kind} headers={props.headers} fields={props.fields} run={run} />

          <div className="mt-6">
            <ImportPreview preview={props.preview} fields={props.fields} mapping={run.mapping} />
          </div>

          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="secondary"
              processing={busy && !progress}
              onClick={run.check}
            >
              <SearchCheck className="size-4" aria-hidden="true" /> Vérifier sans importer
            </Button>
            <Button type="button" disabled={!dryRun || busy} onClick={run.run}>
              <Play className="size-4" aria-hidden="true" />{' '}
              {status === 'running' ? "Reprendre l'import" : 'Importer'}
            </Button>
          </div>

          {progress !== null && <ImportProgress progress={progress} total={total} />}

          {dryRun && (
            <div className="mt-6">
              <DryRunReport dryRun={dryRun} kind={kind} />
            </div>
          )}
        </>
      )}
    </>
  )
}
