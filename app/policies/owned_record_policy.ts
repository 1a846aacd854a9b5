import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { writeRecords } from '#abilities/main'

/*
| The rights every owned, trashable record shares (sociétés, contacts, offres,
| text templates): a pro sees their own records, droit "lecteur" is read-only,
| and only the owner may change, trash or restore one. Each resource's policy
| extends this one and adds its own `before` guard (which roles use the module)
| and its extra abilities. A refused account is read-only as droit "lecteur"
| is (`writeRecords`). Not a resource itself, so not in `policies/main.ts`.
*/
export default abstract class OwnedRecordPolicy<
  Owned extends { userId: number },
> extends BasePolicy {
  view(user: User, record: Owned) {
    return this.owns(user, record)
  }

  create(user: User) {
    return writeRecords.original(user)
  }

  /**
   * Ownership, not `view`: a policy may let others read a record (a shared
   * text template) without letting them change it.
   */
  update(user: User, record: Owned) {
    return this.create(user) && this.owns(user, record)
  }

  delete(user: User, record: Owned) {
    return this.update(user, record)
  }

  restore(user: User, record: Owned) {
    return this.update(user, record)
  }

  protected owns(user: User, record: Owned) {
    return record.userId === user.id
  }
}
