import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Rss } from 'lucide-react'
import type { FormEvent } from 'react'
import type { EmploisIndexProps, FacetCount } from '~/props/emplois'
import { urlFor } from '~/client'
import { OffreCard } from '~/components/emplois/offre_card'
import { RecruiterCallout } from '~/components/emplois/recruiter_callout'
import { Pagination } from '~/components/list/pagination'
import { useListQuery } from '~/components/list/use_list_query'
import { TELETRAVAIL_LABELS } from '~/components/offres/offre_labels'

const fmt = new Intl.NumberFormat('fr-FR')

/** "CDI (12)": a filter choice with its count, when the count is known. */
function withCount(label: string, value: string, counts: FacetCount[]) {
  const total = counts.find((count) => count.value === value)?.total
  return total === undefined ? label : `${label} (${fmt.format(total)})`
}

/** /emplois: every pro's published offers, for anybody; filters live in the URL. */
export default function EmploisIndex({
  offres,
  filters,
  counts,
  typesContrat,
  modesTeletravail,
}: EmploisIndexProps) {
  const list = useListQuery(urlFor('emplois.index'), filters)
  const total = offres.meta.total
  const filtered = Object.values(filters).some((value) => value !== null)

  /* A GET form: it works before the page's script runs; once it runs, an Inertia visit. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    list.apply({
      q: String(data.get('q') ?? ''),
      contrat: String(data.get('contrat') ?? ''),
      teletravail: String(data.get('teletravail') ?? ''),
      lieu: String(data.get('lieu') ?? ''),
    })
  }

  return (
    <>
      <Head title="Offres d'emploi, de stage et d'alternance">
        <meta
          name="description"
          content="Les offres d'emploi, de stage et d'alternance publiées par les recruteurs sur e-sidoor."
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          href="/emplois.xml"
          title="Offres e-sidoor"
        />
      </Head>
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Emplois</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
              Offres d'emploi, de stage et d'alternance
            </h1>
          </div>
          <a
            href="/emplois.xml"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            {/* An <svg>, not a mask (app.css `icon`): a mask here moves the search
                fields' text up a pixel in Chromium at 390 px, 2× (screenshot diffs). */}
            <Rss className="size-4" aria-hidden="true" /> Flux Atom
          </a>
        </div>

        <form
          method="get"
          action={urlFor('emplois.index')}
          onSubmit={submit}
          role="search"
          aria-label="Rechercher une offre"
          className="mt-6 grid gap-3 rounded-lg bg-surface p-4 shadow-xs ring-1 ring-slate-900/5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] dark:ring-white/10"
        >
          <label className="block">
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
          <div className="flex items-end">
            <button
              type="submit"
              className="inline-flex w-full items-center justify-center gap-1.5 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:brightness-110"
            >
              <span className="icon icon-search size-4" aria-hidden="true" /> Rechercher
            </button>
          </div>
        </form>

        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {total === 0 ? 'Aucune offre' : total === 1 ? '1 offre' : `${fmt.format(total)} offres`}
          {filtered && total > 0 ? ' correspondant à votre recherche' : ''}
        </p>

        {total === 0 ? (
          <div className="mt-4 rounded-lg bg-surface p-10 text-center shadow-xs ring-1 ring-slate-900/5 dark:ring-white/10">
            <span
              className="icon icon-search-x mx-auto block size-10 text-slate-400"
              aria-hidden="true"
            />
            <p className="mt-3 font-semibold text-slate-900 dark:text-white">
              {filtered
                ? 'Aucune offre ne correspond à votre recherche.'
                : 'Aucune offre publiée pour le moment.'}
            </p>
            {filtered && (
              <Link
                href={urlFor('emplois.index')}
                className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
              >
                Voir toutes les offres
              </Link>
            )}
          </div>
        ) : (
          <ul className="mt-4 space-y-3">
            {offres.data.map((offre) => (
              <li key={offre.slug}>
                <OffreCard offre={offre} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6">
          <Pagination meta={offres.meta} pageUrl={list.pageUrl} />
        </div>
        <RecruiterCallout />
      </section>
    </>
  )
}
