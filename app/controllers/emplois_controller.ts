import { errors, type HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Offre, { MODES_TELETRAVAIL, TYPES_CONTRAT } from '#models/offre'
import { whereSearchMatches } from '#models/search_text'
import { readListQuery } from '#validators/list_query'
import { emploisQueryValidator } from '#validators/emplois'
import {
  PUBLIC_PER_PAGE,
  jobPosting,
  metaDescription,
  publicSlug,
  publicState,
  referenceOf,
  wherePublic,
} from '#services/public_offres'
import { paginated } from '#services/list_query'
import { scriptSafeJson } from '#services/page_json'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'
import { isFresh } from '#middleware/public_cache_middleware'

/** The public offers with their société's name and town (no référent, ever). */
function publicOffres() {
  return wherePublic(
    Offre.query()
      .select(
        'offres.id',
        'offres.reference',
        'offres.titre',
        'offres.type_contrat',
        'offres.lieu',
        'offres.teletravail',
        'offres.salaire_min',
        'offres.salaire_max',
        'offres.date_debut',
        'offres.date_limite',
        'offres.published_at',
        'offres.created_at',
        'societes.nom as societe_nom',
        'societes.ville as societe_ville'
      )
      .join('societes', 'societes.id', 'offres.societe_id')
  )
}

/** Public offers per value of `column`, for the filter counts. */
async function countsBy(column: 'type_contrat' | 'teletravail' | 'lieu', q?: string) {
  const query = db
    .from('offres')
    .select(`offres.${column} as value`)
    .count('* as total')
    .where('offres.statut', 'publiee')
    .whereNull('offres.deleted_at')
    .where((deadline) =>
      deadline
        .whereNull('offres.date_limite')
        .orWhere('offres.date_limite', '>=', new Date().toISOString().slice(0, 10))
    )
    .whereNotNull(`offres.${column}`)
    .groupBy(`offres.${column}`)
    .orderBy('total', 'desc')
    .orderBy('value', 'asc')
  if (q) whereSearchMatches(query, 'offres', q, 'all')
  const rows = await query.limit(column === 'lieu' ? 12 : 20)
  return rows.map((row) => ({ value: String(row.value), total: Number(row.total) }))
}

/*
| The public job board (docs/product.md, "Offres publiques"): every pro's
| published offers for anybody, rendered on the server for search engines.
*/
export default class EmploisController {
  async index(ctx: HttpContext) {
    const filters = await readListQuery(emploisQueryValidator, ctx.request.qs())
    const [page, contrats, teletravail, lieux] = await Promise.all([
      publicOffres()
        .if(filters.q, (query) => whereSearchMatches(query, 'offres', filters.q!, 'all'))
        .if(filters.contrat, (query) => query.where('offres.type_contrat', filters.contrat!))
        .if(filters.teletravail, (query) => query.where('offres.teletravail', filters.teletravail!))
        .if(filters.lieu, (query) => query.where('offres.lieu', filters.lieu!))
        .orderBy('offres.published_at', 'desc')
        .orderBy('offres.id', 'desc')
        .paginate(filters.page ?? 1, PUBLIC_PER_PAGE),
      countsBy('type_contrat', filters.q),
      countsBy('teletravail', filters.q),
      countsBy('lieu', filters.q),
    ])
    const props = {
      offres: paginated(page, serializeAs(OffreTransformer, 'forPublicList')),
      filters: {
        q: filters.q ?? null,
        contrat: filters.contrat ?? null,
        teletravail: filters.teletravail ?? null,
        lieu: filters.lieu ?? null,
      },
      counts: { contrats, teletravail, lieux },
      typesContrat: [...TYPES_CONTRAT],
      modesTeletravail: [...MODES_TELETRAVAIL],
    }
    if (isFresh(ctx, props)) return ctx.response.status(304).send(null)
    return ctx.inertia.render('emplois/index', props)
  }

  async show(ctx: HttpContext) {
    const { params, request, response } = ctx
    const reference = referenceOf(String(params.slug))
    const offre = reference
      ? await Offre.query().where('reference', reference).preload('societe').first()
      : null
    const state = offre ? publicState(offre) : null
    if (!offre || !state) throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])

    /* A changed title keeps the old address working: to the current one. */
    const slug = publicSlug(offre)
    if (params.slug !== slug) return response.redirect().status(301).toPath(`/emplois/${slug}`)

    const url = `${request.protocol()}://${request.host()}/emplois/${slug}`
    const similaires =
      state === 'open'
        ? await publicOffres()
            .whereNot('offres.id', offre.id)
            .where((same) => {
              if (offre.typeContrat) same.where('offres.type_contrat', offre.typeContrat)
              if (offre.lieu) same.orWhere('offres.lieu', offre.lieu)
            })
            .orderBy('offres.published_at', 'desc')
            .orderBy('offres.id', 'desc')
            .limit(3)
        : []
    const props = {
      offre: new OffreTransformer(offre).forPublic(),
      state,
      url,
      description: metaDescription(offre.description),
      /* JSON for a script element: "</script>" in a title cannot close it. */
      jsonLd: state === 'open' ? scriptSafeJson(jobPosting(offre, url)) : null,
      similaires: similaires.map(serializeAs(OffreTransformer, 'forPublicList')),
    }
    if (isFresh(ctx, props)) return response.status(304).send(null)
    return ctx.inertia.render('emplois/show', props)
  }
}
