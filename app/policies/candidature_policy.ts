import type User from '#models/user'
import type Candidature from '#models/candidature'
import { useContactsAndOffres } from '#abilities/main'
import OwnedRecordPolicy from '#policies/owned_record_policy'

/*
| Applications to the caller's offers (docs/product.md, "Candidatures"): roles
| pro and esi (the `useContactsAndOffres` ability, which also guards every
| inbox route); droit "lecteur" reads them and their CV but changes nothing.
| Controllers load applications through `Candidature.findOwnedOrFail`, so
| another owner's id is already a 404; the ownership checks are the second
| guard. `update` covers the statut, the notes and the reply to the candidate.
| The school's staff read only counts, on e-sidoor's own pages.
*/
export default class CandidaturePolicy extends OwnedRecordPolicy<Candidature> {
  /** Another role (none included) may do nothing here, so its `can` props are all false. */
  before(user: User | null) {
    if (!user || !useContactsAndOffres.original(user)) return false
  }
}
