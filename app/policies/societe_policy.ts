import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Societe from '#models/societe'

/*
| Every signed-in role uses the companies module (docs/product.md §1); droit "lecteur"
| is read-only. Controllers load records through `Societe.ownedBy`, so
| another owner's id is already a 404 before a policy runs; the ownership
| checks here are the second guard.
*/
export default class SocietePolicy extends BasePolicy {
  view(user: User, societe: Societe) {
    return societe.userId === user.id
  }

  create(user: User) {
    return user.droit !== 'lecteur'
  }

  update(user: User, societe: Societe) {
    return this.create(user) && this.view(user, societe)
  }

  delete(user: User, societe: Societe) {
    return this.update(user, societe)
  }

  restore(user: User, societe: Societe) {
    return this.update(user, societe)
  }
}
