import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Offre from '#models/offre'
import { useContactsAndOffres } from '#abilities/main'

/*
| Offres are for roles pro and esi (the `useContactsAndOffres` ability, which
| also guards every offres route); droit "lecteur" is read-only. Whether the
| offer's statut allows a step is the workflow's business
| (app/services/offre_workflow.ts), not a right. Controllers load records
| through `Offre.ownedBy`, so another owner's id is already a 404 before a
| policy runs; the ownership checks here are the second guard.
*/
export default class OffrePolicy extends BasePolicy {
  /** Another role (none included) may do nothing here, so its `can` props are all false. */
  before(user: User | null) {
    if (!user || !useContactsAndOffres.original(user)) return false
  }

  view(user: User, offre: Offre) {
    return offre.userId === user.id
  }

  create(user: User) {
    return user.droit !== 'lecteur'
  }

  /** Editing, and moving the offer through its statuts (publish, close). */
  update(user: User, offre: Offre) {
    return this.create(user) && this.view(user, offre)
  }

  delete(user: User, offre: Offre) {
    return this.update(user, offre)
  }

  restore(user: User, offre: Offre) {
    return this.update(user, offre)
  }

  /** A new draft from one of the caller's offers. */
  duplicate(user: User, offre: Offre) {
    return this.update(user, offre)
  }
}
