import type User from '#models/user'
import type Interaction from '#models/interaction'
import { useContactsAndOffres } from '#abilities/main'
import OwnedRecordPolicy from '#policies/owned_record_policy'

/*
| Interactions live on contacts, so they follow the contacts module: roles
| pro and esi, droit "lecteur" read-only; only their owner changes or deletes
| one. Controllers load them through their owner, so another owner's id is
| already a 404 before this runs.
*/
export default class InteractionPolicy extends OwnedRecordPolicy<Interaction> {
  before(user: User | null) {
    if (!user || !useContactsAndOffres.original(user)) return false
  }

  /** An e-mail sent from the app stays as it was sent: it can be deleted, not rewritten. */
  update(user: User, interaction: Interaction) {
    return interaction.type !== 'email_envoye' && super.update(user, interaction)
  }

  /** Its owner (not droit "lecteur") may delete any of theirs, a sent e-mail included. */
  delete(user: User, interaction: Interaction) {
    return this.create(user) && this.owns(user, interaction)
  }
}
