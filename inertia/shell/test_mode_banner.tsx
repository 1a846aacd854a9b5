import { usePage } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Link } from '@adonisjs/inertia/react'

/** Staff browsing with another role than esi are reminded, with the way back (docs/product.md §1). */
export function TestModeBanner() {
  const { user } = usePage().props
  if (!user?.isStaff || user.role === 'esi') return null
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <span>Mode test : vous naviguez avec l'accès « {user.role ?? 'aucun'} ».</span>
      <Link href={urlFor('access_test')} className="font-semibold underline underline-offset-2">
        Rétablir
      </Link>
    </div>
  )
}
