import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Rss } from 'lucide-react'
import type { EmploisIndexProps } from '~/props/emplois'
import { urlFor } from '~/client'
import { EmploisSearch } from '~/components/emplois/emplois_search'
import { OffreCard } from '~/components/emplois/offre_card'
import { RecruiterCallout } from '~/components/emplois/recruiter_callout'
import { Pagination } from '~/components/list/pagination'
import { useListQuery } from '~/components/list/use_list_query'

const fmt = new Intl.NumberFormat('fr-FR')

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
      {/* Tighter on a phone: the first offer is on the first screen. */}
      <section className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Emplois</p>
            <h1 className="mt-1 text-2xl font-extrabold sm:text-3xl tracking-tight text-slate-900 dark:text-white">
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

        <EmploisSearch
          list={list}
          filters={filters}
          counts={counts}
          typesContrat={typesContrat}
          modesTeletravail={modesTeletravail}
        />

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
