import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type TexteModele from '#models/texte_modele'
import { editPageTextes, useTextes } from '#abilities/main'

/*
| Text templates are for roles pro and esi (the `useTextes` ability, which
| also guards every textes route); droit "lecteur" is read-only. A template
| belongs to its owner: others may read it only while it is shared, and never
| change it. Controllers load records through `TexteModele.readableBy`, so a
| private template of someone else is already a 404 before a policy runs; a
| shared one reaches the policy and a write answers 403.
*/
export default class TexteModelePolicy extends BasePolicy {
  /** Another role (none included) may do nothing here, so its `can` props are all false. */
  before(user: User | null) {
    if (!user || !useTextes.original(user)) return false
  }

  view(user: User, texte: TexteModele) {
    return texte.userId === user.id || (texte.partage && !texte.deletedAt)
  }

  create(user: User) {
    return user.droit !== 'lecteur'
  }

  update(user: User, texte: TexteModele) {
    return this.create(user) && texte.userId === user.id
  }

  delete(user: User, texte: TexteModele) {
    return this.update(user, texte)
  }

  restore(user: User, texte: TexteModele) {
    return this.update(user, texte)
  }

  /** Turning `partage` on: droit admin only (docs/product.md §1, §3). */
  share(user: User) {
    return editPageTextes.original(user)
  }
}
