/*
| Abilities that are not about one record. Record-level rules live in
| app/policies (one policy per resource). Routes enforce them with the `can`
| middleware and pages receive them as `can` props, so the menu and the
| buttons hide exactly what the server refuses (docs/product.md §1).
*/
import { AuthorizationResponse, Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import { isReadOnlyStanding, outsideMailRefusal } from '#services/accounts/account_standing'

/** Contacts and offres: the pro tools, also open to the school's staff. */
export const useContactsAndOffres = Bouncer.ability(
  (user: User) => user.role === 'pro' || user.role === 'esi'
)

/**
 * Changing one's own records (every owned record's policy `create`, so also
 * update, trash, restore, import, merge): droit "lecteur" and a refused
 * account only read (app/services/accounts/account_standing.ts).
 */
export const writeRecords = Bouncer.ability(
  (user: User) => user.droit !== 'lecteur' && !isReadOnlyStanding(user)
)

/**
 * Mail to an address the user chooses (template e-mails to contacts, replies
 * to candidates): only an account the school validated, as it leaves from the
 * school's address. The denial carries the French reason the pages show.
 */
export const sendMailOutside = Bouncer.ability((user: User) => {
  const refusal = outsideMailRefusal(user)
  return refusal ? AuthorizationResponse.deny(refusal, 403) : true
})

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

/**
 * e-sidoor's « Envois en échec »: every failed mail (its recipient's
 * address), resent once or abandoned. esi + droit admin, as the security log.
 */
export const manageMailDeliveries = Bouncer.ability(
  (user: User) => user.role === 'esi' && user.droit === 'admin'
)

/** The texts of the product's pages (landing, dashboard, footer) and shared templates. */
export const editPageTextes = Bouncer.ability((user: User) => user.droit === 'admin')

/** Text templates: the same pro tools rule as contacts and offres (roles pro and esi). */
export const useTextes = useContactsAndOffres
