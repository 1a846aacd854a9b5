import type User from '#models/user'
import type Texte from '#models/texte'
import { editPageTextes, useTextes } from '#abilities/main'
import OwnedRecordPolicy from '#policies/owned_record_policy'

/*
| Text templates are for roles pro and esi (the `useTextes` ability, which
| also guards every textes route); droit "lecteur" is read-only. A template
| belongs to its owner: others may read it only while it is shared, and never
| change it (update, delete, restore stay owner-only, from
| `OwnedRecordPolicy`). Controllers load records through
| `Texte.readableBy`, so a private template of someone else is already a
| 404 before a policy runs; a shared one reaches the policy and a write
| answers 403.
*/
export default class TextePolicy extends OwnedRecordPolicy<Texte> {
  /** Another role (none included) may do nothing here, so its `can` props are all false. */
  before(user: User | null) {
    if (!user || !useTextes.original(user)) return false
  }

  /** The owner's, or anyone's while shared and not in the trash. */
  view(user: User, texte: Texte) {
    return this.owns(user, texte) || (texte.partage && !texte.deletedAt)
  }

  /** Turning `partage` on: droit admin only (docs/product.md §1, §3). */
  share(user: User) {
    return editPageTextes.original(user)
  }
}
