import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Download, Play, RotateCcw, SearchCheck } from 'lucide-react'
import type { DryRun, ImportShowProps, RowStatus } from '~/props/imports'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { SELECT_CLASS } from '~/components/list/select_filter'
import { confirmAction } from '~/lib/confirm'
import { http, HttpError } from '~/lib/http'
import { plural } from '~/lib/format'

const fmt = new Intl.NumberFormat('fr-FR')
const TONE: Record<RowStatus, string> = {
  'à créer': 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  'à mettre à jour': 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  'à ignorer (doublon)': 'bg-slate-100 text-slate-800 dark:bg-white/10 dark:text-slate-100',
  'erreur': 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
}

/** The dry run's counts, nothing written yet: "2 contacts à créer", "1 ligne en erreur". */
function plannedCount(status: RowStatus, count: number, kind: ImportShowProps['kind']) {
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

function Steps({ current }: { current: number }) {
  const steps = ['Fichier', 'Colonnes', 'Vérification', 'Import']
  return (
    <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Étapes de l'import">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={index + 1 === current ? 'step' : undefined}
          className={`rounded-full px-3 py-1 font-semibold ${
            index + 1 === current
              ? 'bg-primary text-white'
              : index + 1 < current
                ? 'bg-primary/10 text-primary'
                : 'bg-slate-100 text-slate-600 dark:bg-white/10 dark:text-slate-300'
          }`}
        >
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  )
}

/**
 * Steps 2 to 4 of "Importer des contacts": the columns, the dry run, the
 * import with its progress bar; then the result, the rejected rows and
 * "Annuler cet import".
 */
export default function ImportShow(props: ImportShowProps) {
  const { kind, id, filename, status, total, headers, preview, fields, outcome } = props
  const base = kind === 'societes' ? 'societes' : 'contacts'
  const title = kind === 'societes' ? 'Importer des sociétés' : 'Importer des contacts'
  const nouns = kind === 'societes' ? 'sociétés' : 'contacts'
  const [mapping, setMapping] = useState<Record<string, number>>(props.mapping)
  const [update, setUpdate] = useState(false)
  const [dryRun, setDryRun] = useState<DryRun | null>(null)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const body = { mapping, update }

  const check = async () => {
    setBusy(true)
    setError(null)
    try {
      setDryRun(await http.post<DryRun>(urlFor(`${base}.import.dry_run`, { id }), body))
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const run = async () => {
    setBusy(true)
    setError(null)
    setProgress(outcome?.processed ?? 0)
    try {
      for (;;) {
        const step = await http.post<{ processed: number; total: number; done: boolean }>(
          urlFor(`${base}.import.run`, { id }),
          body
        )
        setProgress(step.processed)
        if (step.done) break
      }
      router.reload()
    } catch (failure) {
      setError(messageOf(failure))
      setBusy(false)
    }
  }

  const finished = status === 'done' || status === 'undone'
  return (
    <>
      <Head title={title} />
      <PageHeading
        title={title}
        subtitle={`${filename} · ${plural(total, { one: '# ligne', other: '# lignes' })}`}
        actions={
          <LinkButton href={urlFor(`${base}.index`)} variant="secondary">
            Retour aux {nouns}
          </LinkButton>
        }
      />
      <Steps current={finished ? 4 : dryRun ? 3 : 2} />

      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-900/30 dark:text-red-100"
        >
          {error}
        </p>
      )}

      {finished && outcome ? (
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
                  {fmt.format(Number(value))}
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
              Les {nouns} créé{kind === 'societes' ? 'e' : ''}s sont dans la corbeille ; les {nouns}{' '}
              mis{kind === 'societes' ? 'es' : ''} à jour ont retrouvé leurs valeurs.
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
                <Download className="size-4" aria-hidden="true" /> Télécharger les lignes rejetées
                (CSV)
              </a>
            )}
            {status === 'done' && (
              <Button
                type="button"
                variant="secondary"
                onClick={async () => {
                  const ok = await confirmAction({
                    title: 'Annuler cet import',
                    text:
                      kind === 'societes'
                        ? `${plural(outcome.created, { one: '# société créée ira', other: 'Les # sociétés créées iront' })} à la corbeille et ${plural(outcome.updated, { one: '# société mise à jour retrouvera ses valeurs', other: 'les # sociétés mises à jour retrouveront leurs valeurs' })}.`
                        : `${plural(outcome.created, { one: '# contact créé ira', other: 'Les # contacts créés iront' })} à la corbeille et ${plural(outcome.updated, { one: '# contact mis à jour retrouvera ses valeurs', other: 'les # contacts mis à jour retrouveront leurs valeurs' })}.`,
                    confirm: 'Annuler cet import',
                    danger: true,
                  })
                  if (ok) router.post(urlFor(`${base}.import.undo`, { id }))
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
      ) : (
        <>
          <Block title="Colonnes du fichier">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {fields.map((field) => (
                <label key={field.name} className="block text-sm">
                  <span className="font-semibold text-slate-800 dark:text-slate-100">
                    {field.label}
                    {field.name === 'nom' && <span className="text-red-600"> *</span>}
                  </span>
                  <select
                    aria-label={field.label}
                    value={mapping[field.name] ?? ''}
                    disabled={busy}
                    onChange={(event) => {
                      const next = { ...mapping }
                      if (event.target.value === '') delete next[field.name]
                      else next[field.name] = Number(event.target.value)
                      setMapping(next)
                      setDryRun(null)
                    }}
                    className={`${SELECT_CLASS} mt-1 w-full`}
                  >
                    <option value="">— Ne pas importer —</option>
                    {headers.map((header, index) => (
                      <option key={index} value={index}>
                        {header || `Colonne ${index + 1}`}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
            <label className="mt-5 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={update}
                disabled={busy}
                onChange={(event) => {
                  setUpdate(event.target.checked)
                  setDryRun(null)
                }}
                className="size-4 rounded border-slate-300 text-primary focus:ring-primary"
              />
              {kind === 'societes'
                ? 'Mettre à jour les sociétés existantes (même SIRET) au lieu de les ignorer'
                : 'Mettre à jour les contacts existants (même adresse e-mail) au lieu de les ignorer'}
            </label>
          </Block>

          <div className="mt-6">
            <Block
              title={plural(Math.min(preview.length, 20), {
                one: 'Aperçu de la première ligne',
                other: 'Aperçu des # premières lignes',
              })}
            >
              <div className="-m-5 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-black/10 dark:text-slate-300">
                    <tr>
                      <th scope="col" className="px-4 py-2">
                        Ligne
                      </th>
                      {fields
                        .filter((field) => mapping[field.name] !== undefined)
                        .map((field) => (
                          <th key={field.name} scope="col" className="px-4 py-2 whitespace-nowrap">
                            {field.label}
                          </th>
                        ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 dark:divide-white/10">
                    {preview.map((row, index) => (
                      <tr key={index}>
                        <td className="px-4 py-2 text-slate-500 tabular-nums">{index + 2}</td>
                        {fields
                          .filter((field) => mapping[field.name] !== undefined)
                          .map((field) => (
                            <td key={field.name} className="px-4 py-2 whitespace-nowrap">
                              {row[mapping[field.name]]?.trim() || '—'}
                            </td>
                          ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Block>
          </div>

          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="secondary"
              processing={busy && !progress}
              onClick={check}
            >
              <SearchCheck className="size-4" aria-hidden="true" /> Vérifier sans importer
            </Button>
            <Button type="button" disabled={!dryRun || busy} onClick={run}>
              <Play className="size-4" aria-hidden="true" />{' '}
              {status === 'running' ? "Reprendre l'import" : 'Importer'}
            </Button>
          </div>

          {progress !== null && (
            <div className="mt-4">
              <div
                role="progressbar"
                aria-label="Progression de l'import"
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={progress}
                className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
              >
                <div
                  className="h-full bg-primary transition-[width]"
                  style={{ width: `${Math.round((100 * progress) / Math.max(total, 1))}%` }}
                />
              </div>
              <p className="mt-1 text-sm text-slate-600 tabular-nums dark:text-slate-300">
                {fmt.format(progress)} / {plural(total, { one: '# ligne', other: '# lignes' })}
              </p>
            </div>
          )}

          {dryRun && (
            <div className="mt-6">
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
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[row.status]}`}
                      >
                        {row.status}
                      </span>
                      {row.message && (
                        <span className="text-slate-700 dark:text-slate-200">{row.message}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </Block>
            </div>
          )}
        </>
      )}
    </>
  )
}

function messageOf(failure: unknown) {
  if (failure instanceof HttpError) {
    const body = failure.body as { message?: string; errors?: { message: string }[] } | undefined
    return body?.message ?? body?.errors?.[0]?.message ?? "L'opération a échoué."
  }
  return "L'opération a échoué."
}
