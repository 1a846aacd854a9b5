import type User from '#models/user'
import type Offre from '#models/offre'
import { useContactsAndOffres } from '#abilities/main'
import OwnedRecordPolicy from '#policies/owned_record_policy'

/*
| Offres are for roles pro and esi (the `useContactsAndOffres` ability, which
| also guards every offres route); droit "lecteur" is read-only. Whether the
| offer's statut allows a step is the workflow's business
| (app/services/offres/offre_workflow.ts), not a right. Controllers load records
| through `Offre.ownedBy`, so another owner's id is already a 404 before a
| policy runs; the ownership checks (view, update, delete, restore, from
| `OwnedRecordPolicy`) are the second guard. `update` also covers moving the
| offer through its statuts (publish, close).
*/
export default class OffrePolicy extends OwnedRecordPolicy<Offre> {
  /** Another role (none included) may do nothing here, so its `can` props are all false. */
  before(user: User | null) {
    if (!user || !useContactsAndOffres.original(user)) return false
  }

  /** A new draft from one of the caller's offers. */
  duplicate(user: User, offre: Offre) {
    return this.update(user, offre)
  }
}
