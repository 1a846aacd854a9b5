import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Contact from '#models/contact'
import { useContactsAndOffres } from '#abilities/main'

/*
| Contacts are for roles pro and esi (the `useContactsAndOffres` ability,
| which also guards every contacts route); droit "lecteur" is read-only.
| Controllers load records through `Contact.ownedBy`, so another owner's id is
| already a 404 before a policy runs; the ownership checks here are the
| second guard.
*/
export default class ContactPolicy extends BasePolicy {
  /** Another role (none included) may do nothing here, so its `can` props are all false. */
  before(user: User | null) {
    if (!user || !useContactsAndOffres.original(user)) return false
  }

  view(user: User, contact: Contact) {
    return contact.userId === user.id
  }

  create(user: User) {
    return user.droit !== 'lecteur'
  }

  update(user: User, contact: Contact) {
    return this.create(user) && this.view(user, contact)
  }

  delete(user: User, contact: Contact) {
    return this.update(user, contact)
  }

  restore(user: User, contact: Contact) {
    return this.update(user, contact)
  }

  /** Deleting the caller's trashed contacts for good. */
  emptyTrash(user: User) {
    return this.create(user)
  }
}
