import { useId } from 'react'

export type Option = { value: string; label: string }

/** A labelled select among a list's filters; the empty choice means "all". */
export function SelectFilter({
  label,
  value,
  options,
  allLabel = 'Tous',
  onChange,
}: {
  label: string
  value: string | number | null
  options: Option[]
  allLabel?: string
  onChange: (value: string | null) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="text-sm font-medium whitespace-nowrap text-slate-600 dark:text-slate-300"
      >
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className="rounded-md border border-slate-300 bg-surface py-2 pr-8 pl-3 text-sm text-slate-900 shadow-xs outline-none focus:border-primary focus:ring-3 focus:ring-primary/25 dark:border-white/20 dark:text-slate-100"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The trash filter every owned list has (docs/product.md §2): sans / avec / uniquement. */
export function TrashFilter({
  value,
  onChange,
}: {
  value: string | null
  onChange: (value: string | null) => void
}) {
  return (
    <SelectFilter
      label="Corbeille"
      value={value}
      allLabel="Sans"
      options={[
        { value: 'avec', label: 'Avec' },
        { value: 'uniquement', label: 'Uniquement' },
      ]}
      onChange={onChange}
    />
  )
}

/** The statut filter of a list: each value of the server's enum with its French label. */
export function StatutFilter<Statut extends string>({
  value,
  statuts,
  labels,
  onChange,
}: {
  value: string | null
  statuts: readonly Statut[]
  labels: Record<Statut, string>
  onChange: (value: string | null) => void
}) {
  return (
    <SelectFilter
      label="Statut"
      value={value}
      options={statuts.map((statut) => ({ value: statut, label: labels[statut] ?? statut }))}
      onChange={onChange}
    />
  )
}

/** The société filter of a list: the caller's live sociétés by name. */
export function SocieteFilter({
  value,
  societes,
  onChange,
}: {
  value: number | null
  societes: { id: number; nom: string }[]
  onChange: (value: string | null) => void
}) {
  return (
    <SelectFilter
      label="Société"
      allLabel="Toutes"
      value={value}
      options={societes.map((societe) => ({ value: String(societe.id), label: societe.nom }))}
      onChange={onChange}
    />
  )
}
