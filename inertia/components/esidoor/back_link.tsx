import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import { urlFor } from '~/client'

/** "Retour à e-sidoor", above the heading of every page of the school's area. */
export function BackToEsidoor() {
  return (
    <Link
      href={urlFor('esidoor.dashboard')}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Retour à e-sidoor
    </Link>
  )
}
