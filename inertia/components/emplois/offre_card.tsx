import { Briefcase, Laptop, MapPin } from 'lucide-react'
import type { PublicOffreCard } from '~/props/emplois'
import { OffreLink } from '~/components/emplois/offre_link'
import { SocieteInitials } from '~/components/emplois/societe_initials'
import { TELETRAVAIL_LABELS, salaryRange } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

/** One offer of the job board: title (the link), société, terms, date. */
export function OffreCard({
  offre,
  headingLevel = 2,
}: {
  offre: PublicOffreCard
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const salary = salaryRange(offre.salaireMin, offre.salaireMax)
  return (
    <article className="relative flex gap-4 rounded-lg bg-surface p-5 shadow-xs ring-1 ring-slate-900/5 transition hover:ring-primary/40 focus-within:ring-2 focus-within:ring-primary dark:ring-white/10">
      <SocieteInitials initiales={offre.societe.initiales} size="md" />
      <div className="min-w-0 flex-1">
        <Heading className="font-semibold text-slate-900 dark:text-white">
          <OffreLink offre={offre} className="outline-none after:rounded-lg hover:text-primary" />
        </Heading>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          {offre.societe.nom}
          {offre.societe.ville ? ` · ${offre.societe.ville}` : ''}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
          {offre.typeContrat && (
            <li className="inline-flex items-center gap-1">
              <Briefcase className="size-3.5" aria-hidden="true" /> {offre.typeContrat}
            </li>
          )}
          {offre.lieu && (
            <li className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" /> {offre.lieu}
            </li>
          )}
          <li className="inline-flex items-center gap-1">
            <Laptop className="size-3.5" aria-hidden="true" />{' '}
            {TELETRAVAIL_LABELS[offre.teletravail]}
          </li>
          {salary && <li>{salary}</li>}
        </ul>
      </div>
      {offre.publishedAt && (
        <p className="hidden shrink-0 text-xs text-slate-500 sm:block dark:text-slate-300">
          Publiée le {formatDate(offre.publishedAt)}
        </p>
      )}
    </article>
  )
}
