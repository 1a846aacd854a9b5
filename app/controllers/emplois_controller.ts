import { errors, type HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Offre, { MODES_TELETRAVAIL, TYPES_CONTRAT } from '#models/offre'
import { whereSearchMatches } from '#models/search_text'
import {
  PUBLIC_PER_PAGE,
  jobPosting,
  metaDescription,
  publicOffres,
  publicSlug,
  publicState,
  publicUrl,
  readEmploisQuery,
  referenceOf,
  townKey,
  townOf,
  wherePublic,
} from '#services/emplois/public_offres'
import { paginated } from '#services/records/list_query'
import { scriptSafeJson } from '#services/platform/page_json'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'
import { isFresh } from '#middleware/public_cache_middleware'

/**
 * A candidate's keywords: every word (up to five) is found, folded, in the
 * offer's title, reference or place, or in its société's name or town, so
 * "technicien tours" finds "Technicien·ne de maintenance" at Tours.
 */
function whereWords(query: ModelQueryBuilderContract<typeof Offre>, q: string) {
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, 5)) {
    query.where((either) => {
      whereSearchMatches(either, 'offres', word, 'all')
      whereSearchMatches(
        { whereRaw: (sql, bindings) => either.orWhereRaw(sql, bindings) },
        'societes',
        word,
        'all'
      )
    })
  }
  return query
}

type Group = {
  contrat: string | null
  teletravail: string | null
  lieu: string | null
  total: number
}
type Filters = { contrat?: string; teletravail?: string; lieu?: string }

/**
 * The public offers matching the keywords, counted per (contrat, télétravail,
 * lieu) in one pass: the filter counts and the number of results of any
 * filter choice are sums of these groups (one scan instead of four).
 */
async function groupsOf(q?: string): Promise<Group[]> {
  const query = wherePublic(Offre.query())
    .select('offres.type_contrat as contrat', 'offres.teletravail', 'offres.lieu')
    .count('* as total')
    .groupBy('offres.type_contrat', 'offres.teletravail', 'offres.lieu')
  if (q) whereWords(query.join('societes', 'societes.id', 'offres.societe_id'), q)
  const rows = await query.pojo<Record<keyof Group, unknown>>()
  return rows.map((row) => ({
    contrat: row.contrat === null ? null : String(row.contrat),
    teletravail: row.teletravail === null ? null : String(row.teletravail),
    lieu: row.lieu === null ? null : String(row.lieu),
    total: Number(row.total),
  }))
}

/** Offers per value of one filter, most first, then A→Z. */
function countsBy(groups: Group[], key: 'contrat' | 'teletravail', limit: number) {
  const totals = new Map<string, number>()
  for (const group of groups) {
    const value = group[key]
    if (value !== null) totals.set(value, (totals.get(value) ?? 0) + group.total)
  }
  return [...totals]
    .map(([value, total]) => ({ value, total }))
    .sort((a, b) => b.total - a.total || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit)
}

/**
 * Offers per town (townKey: "Rennes (35)" and "Rennes" are one), most first,
 * then A→Z; each shown with its most common spelling. The chosen town stays
 * in the list when the limit would cut it.
 */
function placesOf(groups: Group[], limit: number, chosen?: string) {
  const places = new Map<string, { total: number; spellings: Map<string, number> }>()
  for (const group of groups) {
    if (group.lieu === null) continue
    const key = townKey(group.lieu)
    if (!key) continue
    const place = places.get(key) ?? { total: 0, spellings: new Map<string, number>() }
    const town = townOf(group.lieu)
    place.total += group.total
    place.spellings.set(town, (place.spellings.get(town) ?? 0) + group.total)
    places.set(key, place)
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'fr')
  const all = [...places].map(([value, { total, spellings }]) => ({
    value,
    label: [...spellings].sort((a, b) => b[1] - a[1] || byName(a[0], b[0]))[0][0],
    total,
  }))
  all.sort((a, b) => b.total - a.total || byName(a.label, b.label))
  const shown = all.slice(0, limit)
  const kept = all.find((place) => place.value === chosen)
  return kept && !shown.includes(kept) ? [...shown, kept] : shown
}

/** Does a group's lieu belong to the chosen town (its key)? */
const inTown = (group: Group, key?: string) =>
  !key || (group.lieu !== null && townKey(group.lieu) === key)

/** How many offers the chosen filters keep. */
function totalOf(groups: Group[], filters: Filters) {
  return groups
    .filter(
      (group) =>
        (!filters.contrat || group.contrat === filters.contrat) &&
        (!filters.teletravail || group.teletravail === filters.teletravail) &&
        inTown(group, filters.lieu)
    )
    .reduce((sum, group) => sum + group.total, 0)
}

/** Every spelling of the chosen town among the groups ("Rennes", "Rennes (35)"…). */
function spellingsOf(groups: Group[], key: string) {
  return [...new Set(groups.filter((group) => inTown(group, key)).map((group) => group.lieu!))]
}

/** Every spelling of `lieu`'s town among the public offers ("Rennes", "Rennes (35)"…). */
async function spellingsOfTown(lieu: string) {
  const key = townKey(lieu)
  const rows = await wherePublic(Offre.query())
    .distinct('offres.lieu')
    .whereNotNull('offres.lieu')
    .pojo<{ lieu: unknown }>()
  const spellings = rows.map((row) => String(row.lieu)).filter((place) => townKey(place) === key)
  return spellings.length > 0 ? spellings : [lieu]
}

/*
| The public job board (docs/product.md, "Offres publiques"): every pro's
| published offers for anybody, rendered on the server for search engines.
*/
export default class EmploisController {
  async index(ctx: HttpContext) {
    const filters = await readEmploisQuery(ctx.request.qs())
    const currentPage = filters.page ?? 1
    /* A town is its spellings among the matching offers: the groups come first then. */
    const pendingGroups = groupsOf(filters.q)
    const spellings = filters.lieu ? spellingsOf(await pendingGroups, filters.lieu) : null
    const [rows, groups] = await Promise.all([
      publicOffres()
        .if(filters.q, (query) => whereWords(query, filters.q!))
        .if(filters.contrat, (query) => query.where('offres.type_contrat', filters.contrat!))
        .if(filters.teletravail, (query) => query.where('offres.teletravail', filters.teletravail!))
        .if(spellings, (query) => query.whereIn('offres.lieu', spellings!))
        .orderBy('offres.published_at', 'desc')
        .orderBy('offres.id', 'desc')
        .forPage(currentPage, PUBLIC_PER_PAGE),
      pendingGroups,
    ])
    const total = totalOf(groups, filters)
    const page = {
      all: () => rows,
      total,
      perPage: PUBLIC_PER_PAGE,
      currentPage,
      lastPage: Math.max(1, Math.ceil(total / PUBLIC_PER_PAGE)),
    }
    const [contrats, teletravail, lieux] = [
      countsBy(groups, 'contrat', 20),
      countsBy(groups, 'teletravail', 20),
      placesOf(groups, 12, filters.lieu),
    ]
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
      ? await Offre.query()
          .where('reference', reference)
          .preload('societe')
          /* Employer approval: only a validated owner's offers are public. */
          .preload('user', (owner) => owner.select('id', 'approval_status'))
          .first()
      : null
    const state = offre ? publicState(offre, offre.user) : null
    if (!offre || !state) throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])

    /* A changed title keeps the old address working: to the current one. */
    const slug = publicSlug(offre)
    if (params.slug !== slug) return response.redirect().status(301).toPath(`/emplois/${slug}`)

    const url = publicUrl(`/emplois/${slug}`)
    /* Same contract, or the same town whatever its spelling ("Rennes (35)" is "Rennes"). */
    const town = state === 'open' && offre.lieu ? await spellingsOfTown(offre.lieu) : null
    const similaires =
      state === 'open'
        ? await publicOffres()
            .whereNot('offres.id', offre.id)
            .where((same) => {
              if (offre.typeContrat) same.where('offres.type_contrat', offre.typeContrat)
              if (town) same.orWhereIn('offres.lieu', town)
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
