import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'

/**
 * An offer's title, linking to its page on the job board. The link stretches over
 * the whole of its `relative` card or line, so that a click anywhere opens the offer.
 */
export function OffreLink({
  offre,
  className,
}: {
  offre: { slug: string; titre: string }
  className: string
}) {
  return (
    <Link
      href={urlFor('emplois.show', { slug: offre.slug })}
      className={`after:absolute after:inset-0 ${className}`}
    >
      {offre.titre}
    </Link>
  )
}
