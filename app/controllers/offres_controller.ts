import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Offre, { OFFRE_STATUTS, TYPES_CONTRAT } from '#models/offre'
import Societe from '#models/societe'
import SocieteTransformer from '#transformers/societe_transformer'
import { offreFormQueryValidator, offreValidator, publishIntentValidator } from '#validators/offre'
import { readListQuery } from '#validators/list_query'
import { publicationOf } from '#services/emplois/public_offres'
import { echoListFilters, pageOfRows, paginated } from '#services/records/list_query'
import { csvFilename, csvStream, inChunks } from '#services/data_tools/csv_export'
import { sendCsv } from '#controllers/support/send_csv'
import {
  OFFRE_CSV_COLUMNS,
  matchingOffres,
  offreListRows,
  offreRows,
  readOffreQuery,
} from '#lists/offre'
import { offreListRow } from '#transformers/list_rows'
import { flashBack } from '#controllers/support/redirect_back'
import { moveSelection, ownedIds, selectedForExport } from '#services/records/bulk_actions'
import { bulkValidator } from '#validators/bulk'
import { trashHandlers } from '#controllers/support/trash_handlers'
import * as OffreWorkflow from '#services/offres/offre_workflow'
import { assertAllowed, assertMayPublish, statutRefusal } from '#services/offres/offre_workflow'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'
import { activiteProps } from '#controllers/support/activite_props'
import { plural } from '#services/platform/plural'
import { offreCatalogue } from '#catalogues/offre'
import { csvSelect } from '#services/data_tools/csv_columns'
import { offreFormChoices } from '#services/offres/offre_form_choices'
import { countsByOffre } from '#services/candidatures/pipeline'

/** The list, where deletes and restores go back to (keeping its query when they came from it). */
const list = () => urlFor('offres.index')

const offreBulkValidator = bulkValidator(['trash', 'restore', 'publish', 'close'] as const)
const NOUN = ['offre', 'offres'] as const

type OffreAction = 'view' | 'update' | 'delete' | 'restore' | 'duplicate'

/** The offer of the route, once the policy allows `action` on it. */
async function authorizedOffre({ auth, params, bouncer }: HttpContext, action: OffreAction) {
  const offre = await Offre.findOwnedOrFail(auth.getUserOrFail(), params.id)
  await bouncer.with('OffrePolicy').authorize(action, offre)
  return offre
}

/** What the caller may do with the offer now: their rights and the offer's statut together. */
async function rightsOn(bouncer: HttpContext['bouncer'], offre: Offre) {
  const policy = bouncer.with('OffrePolicy')
  const writes = await policy.allows('update', offre)
  const allowed = (step: Parameters<typeof statutRefusal>[1]) => !statutRefusal(offre, step)
  return {
    update: writes && allowed('edit'),
    delete: await policy.allows('delete', offre),
    restore: await policy.allows('restore', offre),
    publish: writes && allowed('publish'),
    close: writes && allowed('close'),
    duplicate: (await policy.allows('duplicate', offre)) && allowed('duplicate'),
  }
}

const trash = trashHandlers(
  authorizedOffre,
  { deleted: 'Offre supprimée.', restored: 'Offre restaurée.' },
  list
)

export default class OffresController {
  async index({ inertia, auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const societes = await Societe.choicesFor(user)
    const filters = await readOffreQuery(request.qs(), societes)
    const page = await pageOfRows(
      offreListRows(user, filters),
      matchingOffres(user, filters),
      filters.page ?? 1
    )
    return inertia.render('offres/index', {
      offres: paginated(page, offreListRow),
      /* The page's applications per statut, in one grouped count. */
      candidatures: await countsByOffre(page.all().map((offre) => offre.id)),
      filters: echoListFilters(filters, ['statut', 'typeContrat', 'societe'] as const),
      societes: societes.map(serializeAs(SocieteTransformer, 'forChoice')),
      statuts: [...OFFRE_STATUTS],
      typesContrat: [...TYPES_CONTRAT],
      can: { create: await bouncer.with('OffrePolicy').allows('create') },
    })
  }

  /**
   * The same filtered list as the page, every page of it, as a CSV file; or
   * only the rows ticked on the list (`ids`, all the caller's, else a 404).
   */
  async export(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const filters = await readOffreQuery(ctx.request.qs(), await Societe.choicesFor(user))
    const ids = await selectedForExport('offres', user, ctx.request.qs())
    const rows = inChunks((page, size) =>
      offreRows(user, filters)
        .select(csvSelect('offres', offreCatalogue))
        .if(ids, (query) => query.whereIn('offres.id', ids!))
        .forPage(page, size)
    )
    sendCsv(ctx, csvFilename('offres'), csvStream(OFFRE_CSV_COLUMNS, rows))
  }

  /**
   * "Actions groupées": the ticked offers, or every offer the list's filters
   * match, to the trash or back (one transaction), or published or closed
   * through the workflow, one offer at a time under its row lock: an offer
   * whose statut does not allow the step is left as it is and counted.
   */
  async bulk(ctx: HttpContext) {
    const { auth, bouncer, request } = ctx
    await bouncer.with('OffrePolicy').authorize('create')
    const user = auth.getUserOrFail()
    const body = await request.validateUsing(offreBulkValidator)
    /* An account the school has not validated publishes nothing: said once, not as N "ignorées". */
    if (body.action === 'publish') assertMayPublish(user)
    const selection = body.all
      ? matchingOffres(
          user,
          await readOffreQuery(body.query ?? {}, await Societe.choicesFor(user))
        ).select('offres.id')
      : await ownedIds('offres', user, body.ids!)

    if (body.action === 'trash' || body.action === 'restore') {
      return flashBack(ctx, await moveSelection('offres', body.action, selection, NOUN), list())
    }

    const matched: { id: number }[] = Array.isArray(selection)
      ? selection.map((id) => ({ id }))
      : await selection
    const ids = matched.map((row) => row.id)
    const offres = await Offre.query().whereIn('id', ids).whereNull('deleted_at').orderBy('id')
    const done = await OffreWorkflow.applyToEach(offres, body.action)
    const verb = body.action === 'publish' ? 'publiée' : 'clôturée'
    const ignored = ids.length - done
    const message =
      (done === 0
        ? `Aucune offre ${verb}`
        : plural(done, { one: `# offre ${verb}`, other: `# offres ${verb}s` })) +
      (ignored > 0
        ? ` ; ${plural(ignored, { one: '# ignorée', other: '# ignorées' })} (statut ou date limite).`
        : '.')
    return flashBack(ctx, message, list())
  }

  async create({ inertia, auth, bouncer, request }: HttpContext) {
    await bouncer.with('OffrePolicy').authorize('create')
    const { societe } = await readListQuery(offreFormQueryValidator, request.qs())
    return inertia.render('offres/create', {
      can: { create: true },
      ...(await offreFormChoices(auth.getUserOrFail(), societe ?? null)),
    })
  }

  /**
   * A new draft, or an offer online at once ("Enregistrer et publier"), then
   * its page. Authorised before validation, as every write.
   */
  async store({ auth, request, bouncer, session, response }: HttpContext) {
    await bouncer.with('OffrePolicy').authorize('create')
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(offreValidator, { meta: { userId: user.id } })
    const { publier = false } = await request.validateUsing(publishIntentValidator)
    const offre = await OffreWorkflow.create(user, data, { publish: publier })
    session.flash('success', publier ? 'Offre créée et publiée.' : 'Offre créée.')
    return response.redirect().toRoute('offres.edit', { id: offre.id })
  }

  /** An offer's address on its own leads to its page. */
  async show(ctx: HttpContext) {
    const offre = await authorizedOffre(ctx, 'view')
    return ctx.response.redirect().toRoute('offres.edit', { id: offre.id })
  }

  /** Also the read-only page for droit "lecteur" and for a closed offer; a trashed one shows Restaurer. */
  async edit(ctx: HttpContext) {
    const offre = await authorizedOffre(ctx, 'view')
    const candidatures = await countsByOffre([offre.id])
    /* The référents of the société chosen in the form (?societe=), else of the offer's. */
    const { societe } = await readListQuery(offreFormQueryValidator, ctx.request.qs())
    return ctx.inertia.render('offres/edit', {
      offre: new OffreTransformer(offre).toObject(),
      publication: publicationOf(offre, ctx.auth.getUserOrFail()),
      candidatures: candidatures[offre.id] ?? null,
      can: await rightsOn(ctx.bouncer, offre),
      ...(await offreFormChoices(ctx.auth.getUserOrFail(), societe ?? offre.societeId)),
      activity: await activiteProps(ctx.bouncer, {
        type: 'offre',
        id: offre.id,
        userId: offre.userId,
      }),
    })
  }

  async preview(ctx: HttpContext) {
    const offre = await authorizedOffre(ctx, 'view')
    await offre.load('societe')
    await offre.load('contact')
    return ctx.inertia.render('offres/preview', {
      offre: new OffreTransformer(offre).forPreview(),
      can: await rightsOn(ctx.bouncer, offre),
    })
  }

  /**
   * A closed offer is refused before its form is even read. With `publier`
   * ("Enregistrer et publier" on a draft), saved and online together or not at all.
   */
  async update(ctx: HttpContext) {
    const { auth, request, session, response } = ctx
    const offre = await authorizedOffre(ctx, 'update')
    assertAllowed(offre, 'edit')
    const data = await request.validateUsing(offreValidator, {
      meta: { userId: auth.getUserOrFail().id },
    })
    const { publier = false } = await request.validateUsing(publishIntentValidator)
    if (publier) await OffreWorkflow.updateAndPublish(offre, data)
    else await OffreWorkflow.update(offre, data)
    session.flash('success', publier ? 'Offre enregistrée et publiée.' : 'Offre mise à jour.')
    return response.redirect().toRoute('offres.edit', { id: offre.id })
  }

  /** To the trash: the row stays, hidden from lists, until restored. */
  destroy = trash.destroy
  restore = trash.restore

  /** Online, then back where the button was (the list or the offer's page). */
  async publish(ctx: HttpContext) {
    const offre = await authorizedOffre(ctx, 'update')
    await OffreWorkflow.publish(offre)
    return flashBack(ctx, 'Offre publiée.', list())
  }

  async close(ctx: HttpContext) {
    const offre = await authorizedOffre(ctx, 'update')
    await OffreWorkflow.close(offre)
    return flashBack(ctx, 'Offre clôturée.', list())
  }

  /** The copy opens on its edit page, ready to be adjusted and published. */
  async duplicate(ctx: HttpContext) {
    const offre = await authorizedOffre(ctx, 'duplicate')
    const copy = await OffreWorkflow.duplicate(offre)
    ctx.session.flash('success', 'Offre dupliquée.')
    return ctx.response.redirect().toRoute('offres.edit', { id: copy.id })
  }
}
