import type { CurrentUser } from '~/types'

/* Sidebar links by role (docs/product.md §1), in this order. */
export type MenuItem = { label: string; href: string; icon: string }

const BASE: MenuItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: 'dashboard' },
  { label: 'Contacts', href: '/app/contacts', icon: 'contacts' },
  { label: 'Offres', href: '/app/offres', icon: 'offres' },
  { label: 'Sociétés', href: '/app/company', icon: 'societes' },
  { label: 'Profile', href: '/profile', icon: 'profile' },
  { label: 'Landing', href: '/', icon: 'landing' },
]
const ESI_EXTRA: MenuItem[] = [
  { label: 'e-sidoor', href: '/dashboard-pro', icon: 'esidoor' },
  { label: 'Test accès', href: '/test-access', icon: 'access' },
]
const PRO_ONLY = new Set(['/app/contacts', '/app/offres'])

export function menuFor(user: CurrentUser | null): MenuItem[] {
  if (user?.role === 'pro') return BASE
  if (user?.role === 'esi') return [...BASE, ...ESI_EXTRA]
  return BASE.filter((item) => !PRO_ONLY.has(item.href))
}
