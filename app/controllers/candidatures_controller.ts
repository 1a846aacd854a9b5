import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { CANDIDATURE_STATUTS } from '#models/candidature'
import {
  candidatureNotesValidator,
  candidatureStatutValidator,
} from '#validators/candidature_inbox'
import { echoFilters, pageOfRows, paginated } from '#services/records/list_query'
import { ownedIds } from '#services/records/bulk_actions'
import {
  candidatureListRows,
  matchingCandidatures,
  offresWithCandidatures,
  readCandidatureQuery,
} from '#lists/candidature'
import { countsOf, moveSelection, moveTo } from '#services/candidatures/pipeline'
import { inboxNextStep } from '#services/candidatures/inbox_next_step'
import { CANDIDATURE_STATUT_LABELS } from '#catalogues/candidature'
import { backWithin, cameFrom, flashBack } from '#controllers/support/redirect_back'
import { activiteProps } from '#controllers/support/activite_props'
import { authorizedCandidature, reponseProps } from '#controllers/support/candidature_access'
import CandidatureTransformer from '#transformers/candidature_transformer'
import { candidatureListRow } from '#transformers/list_rows'
import { bulkValidator } from '#validators/bulk'

/* Local, as the other lists' bulk validators: its `query` field is not the route's query string (the browser's route types would read it so). */
const candidatureBulkValidator = bulkValidator(['statut'] as const, CANDIDATURE_STATUTS)

/*
| The recruiter's applications inbox (docs/product.md, "Candidatures"): the
| applications to the caller's offers, one application's page, its statut
| and private notes. Another owner's application is a 404 on every route
| (found through the owner scope); droit "lecteur" reads and gets a 403 on
| every change, before its form is read. The CV and the reply to the
| candidate are in candidature_files_controller.ts.
*/

/** The inbox, where a bulk change goes back to (keeping its query when it came from it). */
const inbox = () => urlFor('candidatures.index')

export default class CandidaturesController {
  /** Newest first, filtered by the URL (offre, statut, search), 25 a page, with the counts per statut. */
  async index({ inertia, auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const offres = await offresWithCandidatures(user)
    const filters = await readCandidatureQuery(request.qs(), offres)
    const [page, counts] = await Promise.all([
      pageOfRows(
        candidatureListRows(user, filters),
        matchingCandidatures(user, filters),
        filters.page ?? 1
      ),
      countsOf(user),
    ])
    /* No application at all: what to do for the first ones to come (the empty state says it). */
    const none = Object.values(counts).every((count) => count === 0)
    return inertia.render('candidatures/index', {
      candidatures: paginated(page, candidatureListRow),
      filters: echoFilters(filters, ['search', 'sort', 'order', 'statut', 'offre'] as const),
      offres,
      statuts: [...CANDIDATURE_STATUTS],
      counts,
      nextStep: none
        ? await inboxNextStep(user, await bouncer.with('OffrePolicy').allows('create'))
        : null,
      can: { update: await bouncer.with('CandidaturePolicy').allows('create') },
    })
  }

  /** The candidate, their message and CV, the statut, the notes, the history. */
  async show(ctx: HttpContext) {
    const candidature = await authorizedCandidature(ctx, 'view')
    const update = await ctx.bouncer.with('CandidaturePolicy').allows('update', candidature)
    return ctx.inertia.render('candidatures/show', {
      candidature: new CandidatureTransformer(candidature).toObject(),
      statuts: [...CANDIDATURE_STATUTS],
      can: { update },
      reply: update ? await reponseProps(ctx, candidature) : null,
      activity: await activiteProps(ctx.bouncer, {
        type: 'candidature',
        id: candidature.id,
        userId: candidature.userId,
      }),
    })
  }

  /**
   * A move along the pipeline, written to the history; back to the page it
   * came from: the application's, the inbox, or its offer's board.
   */
  async statut(ctx: HttpContext) {
    const candidature = await authorizedCandidature(ctx, 'update')
    const { statut } = await ctx.request.validateUsing(candidatureStatutValidator)
    const moved = await moveTo(candidature, statut)
    /* The board shows the card moved and announces it itself: a toast per card would be noise. */
    const board = urlFor('offres.candidatures.board', { id: candidature.offreId })
    if (cameFrom(ctx, board)) return ctx.response.redirect(board)
    ctx.session.flash(
      'success',
      moved
        ? `Candidature passée au statut « ${CANDIDATURE_STATUT_LABELS[statut]} ».`
        : 'La candidature était déjà à ce statut.'
    )
    return backWithin(ctx, urlFor('candidatures.show', { id: candidature.id }))
  }

  /** The recruiter's private notes (plain text; an empty form clears them). */
  async notes(ctx: HttpContext) {
    const candidature = await authorizedCandidature(ctx, 'update')
    const { notes } = await ctx.request.validateUsing(candidatureNotesValidator)
    candidature.notes = notes || null
    await candidature.save()
    ctx.session.flash('success', 'Notes enregistrées.')
    return ctx.response.redirect().toRoute('candidatures.show', { id: candidature.id })
  }

  /**
   * "Actions groupées": the ticked applications, or every application the
   * inbox's filters match, to a statut; one transaction, one toast. A ticked
   * id of another owner is a 404 that changes nothing.
   */
  async bulk(ctx: HttpContext) {
    const { auth, bouncer, request } = ctx
    await bouncer.with('CandidaturePolicy').authorize('create')
    const user = auth.getUserOrFail()
    const body = await request.validateUsing(candidatureBulkValidator)
    const selection = body.all
      ? matchingCandidatures(
          user,
          await readCandidatureQuery(body.query ?? {}, await offresWithCandidatures(user))
        ).select('candidatures.id')
      : await ownedIds('candidatures', user, body.ids!)
    return flashBack(ctx, await moveSelection(selection, body.statut!), inbox())
  }
}
