import { urlFor } from '@adonisjs/core/services/url_builder'
import Offre from '#models/offre'
import type User from '#models/user'
import { publicSlug, wherePublic } from '#services/emplois/public_offres'

/*
| What an empty applications inbox suggests (issue 41): applications arrive
| from the public page of an offer that is online, so the next step is to
| share that page; without one, to publish an offer; without any offer, to
| write one. Asked only when the owner has no application at all.
*/

export type InboxNextStep =
  /** An offer of the owner is online: its public page, to share. */
  | { kind: 'partager'; titre: string; href: string }
  /** Offers, none online (drafts, closed, expired, or the account awaits the school). */
  | { kind: 'publier' }
  /** No offer yet; `canCreate` false for a reader (droit lecteur). */
  | { kind: 'creer'; canCreate: boolean }

export async function inboxNextStep(owner: User, canCreate: boolean): Promise<InboxNextStep> {
  const online = await wherePublic(Offre.query().where('offres.user_id', owner.id))
    .select('offres.id', 'offres.reference', 'offres.titre')
    .orderBy('offres.published_at', 'desc')
    .orderBy('offres.id', 'desc')
    .first()
  if (online) {
    return {
      kind: 'partager',
      titre: online.titre,
      href: urlFor('emplois.show', { slug: publicSlug(online) }),
    }
  }
  const any = await Offre.query()
    .where('offres.user_id', owner.id)
    .whereNull('offres.deleted_at')
    .select('offres.id')
    .first()
  return any ? { kind: 'publier' } : { kind: 'creer', canCreate }
}
