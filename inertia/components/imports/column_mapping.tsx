import type { ImportShowProps } from '~/props/imports'
import { Block } from '~/components/block'
import { SELECT_CLASS } from '~/components/list/select_filter'
import type { ImportRun } from '~/components/imports/use_import_run'

/** "Colonnes du fichier": a column of the file for each field (or none), and whether to update. */
export function ColumnMapping({
  kind,
  headers,
  fields,
  run,
}: Pick<ImportShowProps, 'kind' | 'headers' | 'fields'> & { run: ImportRun }) {
  const { mapping, busy } = run
  return (
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
                run.chooseMapping(next)
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
          checked={run.update}
          disabled={busy}
          onChange={(event) => run.chooseUpdate(event.target.checked)}
          className="size-4 rounded border-slate-300 text-primary focus:ring-primary"
        />
        {kind === 'societes'
          ? 'Mettre à jour les sociétés existantes (même SIRET) au lieu de les ignorer'
          : 'Mettre à jour les contacts existants (même adresse e-mail) au lieu de les ignorer'}
      </label>
    </Block>
  )
}
