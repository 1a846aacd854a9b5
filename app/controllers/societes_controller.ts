import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Societe, { FORMES_JURIDIQUES } from '#models/societe'
import { societeListValidator, societeValidator } from '#validators/societe'
import { readListQuery } from '#validators/list_query'
import { PER_PAGE, echoListFilters, paginated } from '#services/records/list_query'
import { csvFilename, csvStream, inChunks } from '#services/data_tools/csv_export'
import { sendCsv } from '#controllers/support/send_csv'
import { flashBack } from '#controllers/support/redirect_back'
import { SOCIETE_CSV_COLUMNS, matchingSocietes, societeListRows, societeRows } from '#lists/societe'
import { societeListRow } from '#transformers/list_rows'
import { moveSelection, ownedIds, selectedForExport } from '#services/records/bulk_actions'
import { bulkValidator } from '#validators/bulk'
import { trashHandlers } from '#controllers/support/trash_handlers'
import { type OwnedAction, recordRights } from '#services/records/record_rights'
import SocieteTransformer from '#transformers/societe_transformer'
import { activiteProps } from '#controllers/support/activite_props'
import { societeRelated } from '#services/societes/societe_page'
import { useContactsAndOffres } from '#abilities/main'
import { societeCatalogue } from '#catalogues/societe'
import { csvSelect } from '#services/data_tools/csv_columns'

/** The list, where deletes and restores go back to (keeping its query when they came from it). */
const list = () => urlFor('societes.index')

const societeBulkValidator = bulkValidator(['trash', 'restore'] as const)
const NOUN = ['société', 'sociétés'] as const

/** The company of the route (the caller's, or a 404), once the policy allows `action` on it. */
async function authorizedSociete({ auth, params, bouncer }: HttpContext, action: OwnedAction) {
  const societe = await Societe.findOwnedOrFail(auth.getUserOrFail(), params.id)
  await bouncer.with('SocietePolicy').authorize(action, societe)
  return societe
}

const trash = trashHandlers(
  authorizedSociete,
  { deleted: 'Société supprimée.', restored: 'Société restaurée.' },
  list
)

export default class SocietesController {
  async index({ inertia, auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const filters = await readListQuery(societeListValidator, request.qs())
    const page = await societeListRows(user, filters).paginate(filters.page ?? 1, PER_PAGE)
    return inertia.render('societes/index', {
      societes: paginated(page, societeListRow),
      filters: echoListFilters(filters),
      can: { create: await bouncer.with('SocietePolicy').allows('create') },
    })
  }

  /**
   * The same filtered list as the page, every page of it, as a CSV file; or
   * only the rows ticked on the list (`ids`, all the caller's, else a 404).
   */
  async export(ctx: HttpContext) {
    const filters = await readListQuery(societeListValidator, ctx.request.qs())
    const user = ctx.auth.getUserOrFail()
    const ids = await selectedForExport('societes', user, ctx.request.qs())
    const rows = inChunks((page, size) =>
      societeRows(user, filters)
        .select(csvSelect('societes', societeCatalogue))
        .if(ids, (query) => query.whereIn('societes.id', ids!))
        .forPage(page, size)
    )
    sendCsv(ctx, csvFilename('societes'), csvStream(SOCIETE_CSV_COLUMNS, rows))
  }

  /** "Actions groupées": the ticked companies, or every one the filters match, to the trash or back. */
  async bulk(ctx: HttpContext) {
    const { auth, bouncer, request } = ctx
    await bouncer.with('SocietePolicy').authorize('create')
    const user = auth.getUserOrFail()
    const body = await request.validateUsing(societeBulkValidator)
    const selection = body.all
      ? matchingSocietes(user, await readListQuery(societeListValidator, body.query ?? {})).select(
          'societes.id'
        )
      : await ownedIds('societes', user, body.ids!)
    return flashBack(ctx, await moveSelection('societes', body.action, selection, NOUN), list())
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with('SocietePolicy').authorize('create')
    return inertia.render('societes/create', {
      can: { create: true },
      formesJuridiques: [...FORMES_JURIDIQUES],
    })
  }

  /** Writes are authorised before validation: a read-only user learns nothing from field errors. */
  async store({ auth, request, bouncer, session, response }: HttpContext) {
    await bouncer.with('SocietePolicy').authorize('create')
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(societeValidator, { meta: { userId: user.id } })
    const societe = await Societe.create({ ...data, userId: user.id })
    session.flash('success', 'Société créée.')
    /* On to the new company's page (as a new contact's), wherever « Ajouter » was clicked. */
    return response.redirect().toRoute('societes.show', { id: societe.id })
  }

  /**
   * The company's page: its details, its contacts and offers (the first few
   * and their totals) and its timeline. Read-only for droit "lecteur"; a
   * trashed one shows with Restaurer; roles without the contacts module see
   * the company alone (docs/product.md §4 "Société").
   */
  async show(ctx: HttpContext) {
    const { bouncer } = ctx
    const societe = await authorizedSociete(ctx, 'view')
    const policy = bouncer.with('SocietePolicy')
    const proTools = await bouncer.allows(useContactsAndOffres)
    const [can, related, activity] = await Promise.all([
      recordRights((action) => policy.allows(action, societe)),
      proTools ? societeRelated(societe) : null,
      activiteProps(bouncer, { type: 'societe', id: societe.id, userId: societe.userId }),
    ])
    return ctx.inertia.render('societes/show', {
      societe: new SocieteTransformer(societe).toObject(),
      contacts: related?.contacts ?? null,
      offres: related?.offres ?? null,
      can: { ...can, createRelated: proTools && can.update && !societe.deletedAt },
      activity,
    })
  }

  /** Also the company's read-only page for droit "lecteur", and shows a trashed one with Restaurer. */
  async edit(ctx: HttpContext) {
    const societe = await authorizedSociete(ctx, 'view')
    const policy = ctx.bouncer.with('SocietePolicy')
    return ctx.inertia.render('societes/edit', {
      societe: new SocieteTransformer(societe).toObject(),
      can: await recordRights((action) => policy.allows(action, societe)),
      formesJuridiques: [...FORMES_JURIDIQUES],
      activity: await activiteProps(ctx.bouncer, {
        type: 'societe',
        id: societe.id,
        userId: societe.userId,
      }),
    })
  }

  async update(ctx: HttpContext) {
    const { request, session, response } = ctx
    const societe = await authorizedSociete(ctx, 'update')
    const data = await request.validateUsing(societeValidator, {
      meta: { userId: societe.userId, societeId: societe.id },
    })
    await societe.merge(data).save()
    session.flash('success', 'Société mise à jour.')
    return response.redirect().toRoute('societes.edit', { id: societe.id })
  }

  /** To the trash: the row stays, hidden from lists, until restored. */
  destroy = trash.destroy
  restore = trash.restore
}
