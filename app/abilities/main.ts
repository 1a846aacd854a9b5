/*
| Abilities that are not about one record. Record-level rules live in
| app/policies (one policy per resource). Routes enforce them with the `can`
| middleware and pages receive them as `can` props, so the menu and the
| buttons hide exactly what the server refuses (docs/product.md §1).
*/
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Contacts and offres: the pro tools, also open to the school's staff. */
export const useContactsAndOffres = Bouncer.ability(
  (user: User) => user.role === 'pro' || user.role === 'esi'
)

/** e-sidoor (/dashboard-pro*): the school's area overseeing every professional. */
export const viewEsidoor = Bouncer.ability((user: User) => user.role === 'esi')

/** Staff keep access to the test page whatever role they switched to. */
export const accessTestPage = Bouncer.ability((user: User) => user.isStaff)

/** Changing another user's role, droit or staff flag from e-sidoor. */
export const manageAccess = Bouncer.ability(
  (user: User) => user.role === 'esi' && user.droit === 'admin'
)

/** e-sidoor's "Journal de sécurité": every account's security events (esi + droit admin). */
export const viewSecurityLog = Bouncer.ability(
  (user: User) => user.role === 'esi' && user.droit === 'admin'
)

/**
 * Employer approval (e-sidoor's "Employeurs à valider", a pro's page):
 * validate, refuse, suspend, reinstate an account. esi + droit admin, as for
 * access changes: the people who already answer for who may do what.
 */
export const approveEmployers = Bouncer.ability(
  (user: User) => user.role === 'esi' && user.droit === 'admin'
)

/** The texts of the product's pages (landing, dashboard, footer) and shared templates. */
export const editPageTextes = Bouncer.ability((user: User) => user.droit === 'admin')

/** Text templates: the same pro tools rule as contacts and offres (roles pro and esi). */
export const useTextes = useContactsAndOffres
