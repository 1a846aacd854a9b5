import type { FormEvent } from 'react'
import type { EmploisIndexProps, FacetCount } from '~/props/emplois'
import { urlFor } from '~/client'
import { FiltersToggle, useFiltersDisclosure } from '~/components/list/filters_toggle'
import type { ListQueryApi } from '~/components/list/use_list_query'
import { TELETRAVAIL_LABELS } from '~/components/offres/offre_labels'

const fmt = new Intl.NumberFormat('fr-FR')

/** "CDI (12)": a filter choice with its count, when the count is known. */
function withCount(label: string, value: string, counts: FacetCount[]) {
  const total = counts.find((count) => count.value === value)?.total
  return total === undefined ? label : `${label} (${fmt.format(total)})`
}

/**
 * The board's search: keywords, contract, remote work, place. A GET form: it
 * works before the page's script runs; once it runs, an Inertia visit. On a
 * phone the three selects fold behind « Filtres » (the keywords stay in
 * sight) so that the first offer is on the first screen; from `sm` up their
 * panel is `display: contents` and they stand in the form's grid as before.
 */
export function EmploisSearch({
  list,
  filters,
  counts,
  typesContrat,
  modesTeletravail,
}: Omit<EmploisIndexProps, 'offres'> & { list: ListQueryApi }) {
  const disclosure = useFiltersDisclosure()
  const { open } = disclosure
  const active = [filters.contrat, filters.teletravail, filters.lieu].filter(Boolean).length

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    list.apply({
      q: String(data.get('q') ?? ''),
      contrat: String(data.get('contrat') ?? ''),
      teletravail: String(data.get('teletravail') ?? ''),
      lieu: String(data.get('lieu') ?? ''),
    })
    /* The results come in under the form: fold the panel so they are in sight. */
    disclosure.setOpen(false)
  }

  return (
    <form
      method="get"
      action={urlFor('emplois.index')}
      onSubmit={submit}
      role="search"
      aria-label="Rechercher une offre"
      className="mt-6 grid grid-cols-2 gap-3 rounded-lg bg-surface p-4 shadow-xs ring-1 ring-slate-900/5 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] dark:ring-white/10"
    >
      <label className="col-span-2 block sm:col-span-1">
        <span className="emplois-label">Mots-clés</span>
        <input
          type="search"
          name="q"
          defaultValue={filters.q ?? ''}
          maxLength={100}
          placeholder="Poste, entreprise, ville…"
          className="emplois-field"
        />
      </label>
      <FiltersToggle {...disclosure.toggle} count={active} className={open ? 'col-span-2' : ''} />
      <div
        {...disclosure.panel}
        role="group"
        aria-label="Filtres"
        className={`${open ? 'max-sm:grid' : 'max-sm:hidden'} col-span-2 gap-3 sm:contents`}
      >
        <label className="block">
          <span className="emplois-label">Type de contrat</span>
          <select name="contrat" defaultValue={filters.contrat ?? ''} className="emplois-field">
            <option value="">Tous</option>
            {typesContrat.map((type) => (
              <option key={type} value={type}>
                {withCount(type, type, counts.contrats)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="emplois-label">Télétravail</span>
          <select
            name="teletravail"
            defaultValue={filters.teletravail ?? ''}
            className="emplois-field"
          >
            <option value="">Indifférent</option>
            {modesTeletravail.map((mode) => (
              <option key={mode} value={mode}>
                {withCount(TELETRAVAIL_LABELS[mode], mode, counts.teletravail)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="emplois-label">Lieu</span>
          <select name="lieu" defaultValue={filters.lieu ?? ''} className="emplois-field">
            <option value="">Partout</option>
            {filters.lieu && !counts.lieux.some((lieu) => lieu.value === filters.lieu) && (
              <option value={filters.lieu}>{filters.lieu}</option>
            )}
            {counts.lieux.map((lieu) => (
              <option key={lieu.value} value={lieu.value}>
                {withCount(lieu.label, lieu.value, counts.lieux)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* Stretched on a phone: as tall as « Filtres » beside it. */}
      <div
        className={`flex items-end max-sm:items-stretch ${open ? 'col-span-2' : ''} sm:col-span-1`}
      >
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center gap-1.5 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:brightness-110"
        >
          <span className="icon icon-search size-4" aria-hidden="true" /> Rechercher
        </button>
      </div>
    </form>
  )
}
