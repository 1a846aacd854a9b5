import type { HttpContext } from '@adonisjs/core/http'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Offre from '#models/offre'
import { activiteQueryValidator } from '#validators/interaction'
import { readListQuery } from '#validators/list_query'
import { type ActiviteSubject, activitePage } from '#services/activite/activite'

/*
| "Voir plus" and the kind filter of a record's timeline (docs/product.md,
| "Activité"), as JSON: the next page after `avant`, of kind `type`. The
| record is the caller's (else a 404) and its policy must let them view it.
*/
async function page(ctx: HttpContext, subject: ActiviteSubject) {
  const query = await readListQuery(activiteQueryValidator, ctx.request.qs())
  return activitePage(subject, query)
}

export default class ActiviteController {
  async contact(ctx: HttpContext) {
    const contact = await Contact.findOwnedOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('ContactPolicy').authorize('view', contact)
    return page(ctx, { type: 'contact', id: contact.id, userId: contact.userId })
  }

  async societe(ctx: HttpContext) {
    const societe = await Societe.findOwnedOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('SocietePolicy').authorize('view', societe)
    return page(ctx, { type: 'societe', id: societe.id, userId: societe.userId })
  }

  async offre(ctx: HttpContext) {
    const offre = await Offre.findOwnedOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('OffrePolicy').authorize('view', offre)
    return page(ctx, { type: 'offre', id: offre.id, userId: offre.userId })
  }
}
