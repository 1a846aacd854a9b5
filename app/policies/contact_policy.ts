import type User from '#models/user'
import type Contact from '#models/contact'
import { useContactsAndOffres } from '#abilities/main'
import OwnedRecordPolicy from '#policies/owned_record_policy'

/*
| Contacts are for roles pro and esi (the `useContactsAndOffres` ability,
| which also guards every contacts route); droit "lecteur" is read-only.
| Controllers load records through `Contact.ownedBy`, so another owner's id is
| already a 404 before a policy runs; the ownership checks (view, update,
| delete, restore, from `OwnedRecordPolicy`) are the second guard.
*/
export default class ContactPolicy extends OwnedRecordPolicy<Contact> {
  /** Another role (none included) may do nothing here, so its `can` props are all false. */
  before(user: User | null) {
    if (!user || !useContactsAndOffres.original(user)) return false
  }

  /** Deleting the caller's trashed contacts for good. */
  emptyTrash(user: User) {
    return this.create(user)
  }
}
