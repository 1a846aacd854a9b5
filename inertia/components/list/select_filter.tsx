import { useId } from 'react'
import type { ListQueryApi } from '~/components/list/use_list_query'

export type Option = { value: string; label: string }

/** A select's options, after its empty choice ("Tous", "— Choisir —"). */
export function SelectOptions({ empty, options }: { empty: string; options: Option[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}

/** Which list and which of its query parameters a filter reads and changes. */
type FilterOf = { list: ListQueryApi; name: string }

/** The look of a list's selects. */
export const SELECT_CLASS =
  'rounded-md border border-slate-300 bg-surface py-2 pr-8 pl-3 text-sm text-slate-900 shadow-xs outline-none focus:border-primary focus:ring-3 focus:ring-primary/25 dark:border-white/20 dark:text-slate-100'

/**
 * A labelled select among a list's filters; the empty choice means "all".
 * It shows the list's current value of `name` and applies a change to it.
 * Label beside the select in the list's row; above it, full width, in a phone's Filtres panel.
 */
export function SelectFilter({
  label,
  list,
  name,
  options,
  allLabel = 'Tous',
}: FilterOf & { label: string; options: Option[]; allLabel?: string }) {
  const id = useId()
  const value = list.filters[name]
  return (
    <div className="flex items-center gap-2 max-sm:flex-col max-sm:items-stretch max-sm:gap-1">
      <label
        htmlFor={id}
        className="text-sm font-medium whitespace-nowrap text-slate-600 dark:text-slate-300"
      >
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => list.apply({ [name]: event.target.value || null })}
        /* A long option (a société's name) does not stretch the filter row: the select cuts it. */
        className={`${SELECT_CLASS} max-sm:w-full sm:max-w-56`}
      >
        <SelectOptions empty={allLabel} options={options} />
      </select>
    </div>
  )
}

/** The trash filter every owned list has (docs/product.md §2): sans / avec / uniquement. */
export function TrashFilter({ list }: { list: ListQueryApi }) {
  return (
    <SelectFilter
      label="Corbeille"
      list={list}
      name="corbeille"
      allLabel="Sans"
      options={[
        { value: 'avec', label: 'Avec' },
        { value: 'uniquement', label: 'Uniquement' },
      ]}
    />
  )
}

/** The statut filter of a list: each value of the server's enum with its French label. */
export function StatutFilter<Statut extends string>({
  list,
  statuts,
  labels,
}: {
  list: ListQueryApi
  statuts: readonly Statut[]
  labels: Record<Statut, string>
}) {
  return (
    <SelectFilter
      label="Statut"
      list={list}
      name="statut"
      options={statuts.map((statut) => ({ value: statut, label: labels[statut] }))}
    />
  )
}

/** The société filter of a list: the caller's live sociétés by name. */
export function SocieteFilter({
  list,
  societes,
}: {
  list: ListQueryApi
  societes: { id: number; nom: string }[]
}) {
  return (
    <SelectFilter
      label="Société"
      allLabel="Toutes"
      list={list}
      name="societe"
      options={societes.map((societe) => ({ value: String(societe.id), label: societe.nom }))}
    />
  )
}
