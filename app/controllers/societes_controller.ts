import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Societe, { FORMES_JURIDIQUES } from '#models/societe'
import type User from '#models/user'
import { societeListValidator, societeValidator } from '#validators/societe'
import { readListQuery } from '#validators/list_query'
import { PER_PAGE, echoFilters, paginated } from '#services/list_query'
import { csvFilename, inChunks, sendCsv } from '#services/csv_export'
import { moveToTrash, restoreFromTrash } from '#services/trash_actions'
import {
  SOCIETE_CSV_COLUMNS,
  SOCIETE_ROW_COLUMNS,
  serializeSociete,
  serializeSocieteRow,
} from '#transformers/societe_transformer'

/** The list, where deletes and restores go back to (keeping its query when they came from it). */
const list = () => urlFor('societes.index')

type SocieteListQuery = Awaited<ReturnType<typeof societeListValidator.validate>>

/** The caller's companies matching the list query, in the list's order. */
function filteredList(user: User, filters: SocieteListQuery) {
  return Societe.query()
    .select(SOCIETE_ROW_COLUMNS)
    .apply((scopes) => {
      /* Lucid scopes do not chain: each call returns nothing. */
      scopes.ownedBy(user)
      scopes.trash(filters.corbeille)
      scopes.search(filters.search)
      scopes.sorted(filters.sort, filters.order)
    })
}

export default class SocietesController {
  async index({ inertia, auth, request, bouncer }: HttpContext) {
    const filters = await readListQuery(societeListValidator, request.qs())
    const page = await filteredList(auth.getUserOrFail(), filters).paginate(
      filters.page ?? 1,
      PER_PAGE
    )
    return inertia.render('societes/index', {
      societes: paginated(page, serializeSocieteRow),
      filters: echoFilters(filters, ['search', 'sort', 'order', 'corbeille'] as const),
      can: { create: await bouncer.with('SocietePolicy').allows('create') },
    })
  }

  /** The same filtered list as the page, every page of it, as a CSV file. */
  async export(ctx: HttpContext) {
    const filters = await readListQuery(societeListValidator, ctx.request.qs())
    const user = ctx.auth.getUserOrFail()
    const rows = inChunks((page, size) => filteredList(user, filters).forPage(page, size))
    sendCsv(ctx, csvFilename('societes'), SOCIETE_CSV_COLUMNS, rows)
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
    await Societe.create({ ...data, userId: user.id })
    session.flash('success', 'Société créée.')
    return response.redirect().toRoute('societes.index')
  }

  /** Also the company's read-only page for droit "lecteur", and shows a trashed one with Restaurer. */
  async edit({ inertia, auth, params, bouncer }: HttpContext) {
    const societe = await Societe.findOwnedOrFail(auth.getUserOrFail(), params.id)
    const policy = bouncer.with('SocietePolicy')
    await policy.authorize('view', societe)
    return inertia.render('societes/edit', {
      societe: serializeSociete(societe),
      can: {
        update: await policy.allows('update', societe),
        delete: await policy.allows('delete', societe),
        restore: await policy.allows('restore', societe),
      },
      formesJuridiques: [...FORMES_JURIDIQUES],
    })
  }

  async update({ auth, params, request, bouncer, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const societe = await Societe.findOwnedOrFail(user, params.id)
    await bouncer.with('SocietePolicy').authorize('update', societe)
    const data = await request.validateUsing(societeValidator, {
      meta: { userId: user.id, societeId: societe.id },
    })
    await societe.merge(data).save()
    session.flash('success', 'Société mise à jour.')
    return response.redirect().toRoute('societes.edit', { id: societe.id })
  }

  /** To the trash: the row stays, hidden from lists, until restored. */
  async destroy(ctx: HttpContext) {
    const societe = await Societe.findOwnedOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('SocietePolicy').authorize('delete', societe)
    return moveToTrash(ctx, societe, 'Société supprimée.', list())
  }

  async restore(ctx: HttpContext) {
    const societe = await Societe.findOwnedOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('SocietePolicy').authorize('restore', societe)
    return restoreFromTrash(ctx, societe, 'Société restaurée.', list())
  }
}
