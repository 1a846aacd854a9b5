import { Briefcase, Laptop, MapPin } from 'lucide-react'
import type { PublicOffreCard } from '~/props/emplois'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { TELETRAVAIL_LABELS, salaryRange } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

const ICONS = { 'briefcase': Briefcase, 'map-pin': MapPin, 'laptop': Laptop }
type IconName = keyof typeof ICONS

/**
 * The cards' icons, drawn once for a list of cards (`sharedIcons`): each card
 * then points at them (`<use>`) instead of repeating their paths, three per
 * card (docs/performance.md "Public board page weight").
 */
export function OffreCardIcons() {
  return (
    <svg className="hidden" aria-hidden="true">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`oi-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  )
}

function CardIcon({ name, shared }: { name: IconName; shared: boolean }) {
  if (!shared) {
    const Icon = ICONS[name]
    return <Icon className="size-3.5" aria-hidden="true" />
  }
  return (
    <svg className="size-3.5" aria-hidden="true">
      <use href={`#oi-${name}`} />
    </svg>
  )
}

/**
 * One offer of the job board: title (the link over the whole card), société,
 * terms, date. Its classes are in app.css (`offre-card…`), said once for the
 * list; a list of cards draws the icons once (`<OffreCardIcons />`, then
 * `sharedIcons`). Texts are joined before rendering: no React text markers.
 */
export function OffreCard({
  offre,
  headingLevel = 2,
  sharedIcons = false,
}: {
  offre: PublicOffreCard
  headingLevel?: 2 | 3
  sharedIcons?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const salary = salaryRange(offre.salaireMin, offre.salaireMax)
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
          {offre.typeContrat && (
            <li>
              <CardIcon name="briefcase" shared={sharedIcons} />
              {` ${offre.typeContrat}`}
            </li>
          )}
          {offre.lieu && (
            <li>
              <CardIcon name="map-pin" shared={sharedIcons} />
              {` ${offre.lieu}`}
            </li>
          )}
          <li>
            <CardIcon name="laptop" shared={sharedIcons} />
            {` ${TELETRAVAIL_LABELS[offre.teletravail]}`}
          </li>
          {salary && <li>{salary}</li>}
        </ul>
      </div>
      {offre.publishedAt && (
        <p className="offre-card-date">{`Publiée le ${formatDate(offre.publishedAt)}`}</p>
      )}
    </article>
  )
}
