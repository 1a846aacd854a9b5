import type { PublicOffreCard } from '~/props/emplois'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { TELETRAVAIL_LABELS, salaryRange } from '~/components/offres/offre_labels'
import { formatLongDate } from '~/lib/format'

/**
 * One offer of the job board: title (the link over the whole card), société,
 * terms, publication day (a date, not "il y a 2 jours": the page is kept in a
 * shared cache and rendered by the server, so a relative one would go stale
 * and differ between server and browser). Its classes are in app.css (`offre-card…`), said once for the
 * list, and so are its icons (`icon-…`: a term's class draws its icon before
 * it, decorative, out of the accessibility tree). Texts are joined before
 * rendering: no React text markers.
 */
export function OffreCard({
  offre,
  headingLevel = 2,
}: {
  offre: PublicOffreCard
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const salary = salaryRange(offre.salaireMin ?? null, offre.salaireMax ?? null)
  const societe = offre.societe.ville
    ? `${offre.societe.nom} · ${offre.societe.ville}`
    : offre.societe.nom
  return (
    <article className="offre-card">
      <span className="offre-card-logo bg-primary" aria-hidden="true">
        {offre.societe.initiales}
      </span>
      <div className="min-w-0 flex-1">
        <Heading className="offre-card-title">
          <Link href={urlFor('emplois.show', { slug: offre.slug })} className="offre-card-link">
            {offre.titre}
          </Link>
        </Heading>
        <p className="offre-card-meta">{societe}</p>
        <ul className="offre-card-terms">
          {offre.typeContrat && <li className="icon-briefcase">{offre.typeContrat}</li>}
          {offre.lieu && <li className="icon-map-pin">{offre.lieu}</li>}
          <li className="icon-laptop">{TELETRAVAIL_LABELS[offre.teletravail]}</li>
          {salary && <li>{salary}</li>}
        </ul>
      </div>
      {offre.publishedOn && (
        <p className="offre-card-date">
          Publiée le <time dateTime={offre.publishedOn}>{formatLongDate(offre.publishedOn)}</time>
        </p>
      )}
    </article>
  )
}
