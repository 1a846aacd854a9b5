import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Contact from '#models/contact'
import Interaction from '#models/interaction'
import { interactionValidator } from '#validators/interaction'
import { backToRecord } from '#controllers/support/redirect_back'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { INTERACTION_TYPE_LABELS } from '#catalogues/interaction'
import { relanceCalendar } from '#services/activite/relance_calendar'

/*
| Interactions logged on a contact (docs/product.md, "Activité"): a call, an
| e-mail, a meeting, an interview, a note, maybe about an offre, maybe with a
| follow-up date. Each write is authorised before the form is read (droit
| "lecteur" learns nothing from field errors), then back to the page it came
| from (a contact, a société, an offre, the dashboard) with a toast.
*/

/** The caller's interaction of the route (else a 404), once the policy allows `action`. */
async function authorizedInteraction(
  { auth, params, bouncer }: HttpContext,
  action: 'update' | 'delete'
) {
  const interaction = await Interaction.query()
    .where('user_id', auth.getUserOrFail().id)
    .where('id', params.id)
    .firstOrFail()
  await bouncer.with('InteractionPolicy').authorize(action, interaction)
  return interaction
}

/** Back to where the person was, the interaction's contact by default. */
function back(ctx: HttpContext, contactId: number) {
  return backToRecord(ctx, urlFor('contacts.show', { id: contactId }))
}

export default class InteractionsController {
  async store(ctx: HttpContext) {
    const { auth, bouncer, params, request, session } = ctx
    await bouncer.with('InteractionPolicy').authorize('create')
    const user = auth.getUserOrFail()
    const contact = await Contact.findOwnedOrFail(user, params.id)
    const data = await request.validateUsing(interactionValidator, { meta: { userId: user.id } })
    await Interaction.create({ ...data, userId: user.id, contactId: contact.id })
    session.flash('success', 'Interaction enregistrée.')
    return back(ctx, contact.id)
  }

  async update(ctx: HttpContext) {
    const interaction = await authorizedInteraction(ctx, 'update')
    const user = ctx.auth.getUserOrFail()
    const data = await ctx.request.validateUsing(interactionValidator, {
      meta: { userId: user.id },
    })
    await interaction.merge(data).save()
    ctx.session.flash('success', 'Interaction mise à jour.')
    return back(ctx, interaction.contactId)
  }

  async destroy(ctx: HttpContext) {
    const interaction = await authorizedInteraction(ctx, 'delete')
    await interaction.delete()
    ctx.session.flash('success', 'Interaction supprimée.')
    return back(ctx, interaction.contactId)
  }

  /** "Fait": the follow-up leaves "À relancer" and the bell. */
  async relanceFaite(ctx: HttpContext) {
    const interaction = await authorizedInteraction(ctx, 'delete')
    if (!interaction.relanceFaiteAt) {
      interaction.relanceFaiteAt = DateTime.now()
      await interaction.save()
    }
    ctx.session.flash('success', 'Relance marquée comme faite.')
    return back(ctx, interaction.contactId)
  }

  /**
   * "Ajouter à mon agenda": the caller's follow-up as an .ics file (another
   * owner's, or an interaction without a follow-up date, is a 404).
   */
  async agenda({ auth, params, response }: HttpContext) {
    const interaction = await Interaction.query()
      .where('user_id', auth.getUserOrFail().id)
      .where('id', params.id)
      .whereNotNull('relance_le')
      .preload('contact', (contact) => contact.select('id', 'prenom', 'nom'))
      .firstOrFail()
    const contactUrl = `${appUrl}${urlFor('contacts.show', { id: interaction.contactId })}`
    const calendar = relanceCalendar(
      {
        id: interaction.id,
        relanceLe: interaction.relanceLe!,
        contactName: interaction.contact.nomComplet,
        typeLabel: INTERACTION_TYPE_LABELS[interaction.type],
      },
      contactUrl,
      new URL(appUrl).hostname
    )
    response.header('content-type', 'text/calendar; charset=utf-8')
    response.header(
      'content-disposition',
      `attachment; filename="relance-${interaction.relanceLe!.toISODate()}.ics"`
    )
    response.header('cache-control', 'no-store')
    return calendar
  }
}
