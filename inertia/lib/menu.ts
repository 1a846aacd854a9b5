import type { CurrentUser } from '~/types'
import { urlFor } from '~/client'

/* Sidebar links by role (docs/product.md §1), in this order. */
export type MenuItem = { label: string; href: string; icon: string }

const BASE: MenuItem[] = [
  { label: 'Dashboard', href: urlFor('dashboard'), icon: 'dashboard' },
  { label: 'Contacts', href: urlFor('contacts.index'), icon: 'contacts' },
  { label: 'Offres', href: urlFor('offres.index'), icon: 'offres' },
  { label: 'Candidatures', href: urlFor('candidatures.index'), icon: 'candidatures' },
  { label: 'Sociétés', href: urlFor('societes.index'), icon: 'societes' },
  { label: 'Profile', href: urlFor('profile.edit'), icon: 'profile' },
  { label: 'Landing', href: urlFor('home'), icon: 'landing' },
]
const ESIDOOR: MenuItem = { label: 'e-sidoor', href: urlFor('esidoor.dashboard'), icon: 'esidoor' }
/* Staff only, as the server: a menu never offers a page that answers 403. */
const TEST_ACCESS: MenuItem = { label: 'Test accès', href: urlFor('access_test'), icon: 'access' }
const PRO_ONLY = new Set([
  urlFor('contacts.index'),
  urlFor('offres.index'),
  urlFor('candidatures.index'),
])

export function menuFor(user: CurrentUser | null): MenuItem[] {
  if (user?.role === 'pro') return BASE
  if (user?.role === 'esi') return [...BASE, ESIDOOR, ...(user.isStaff ? [TEST_ACCESS] : [])]
  return BASE.filter((item) => !PRO_ONLY.has(item.href))
}
