import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { appUrl } from '#config/app'
import Offre, { type TypeContrat } from '#models/offre'
import type User from '#models/user'
import { foldText } from '#models/search_text'
import { plainTextOf, sanitizeRichText } from '#services/textes/rich_text'
import { readListQuery } from '#validators/list_query'
import { emploisQueryValidator } from '#validators/emplois'

/*
| The public job board (/emplois): which offers anybody may read, their
| public address, and what search engines are told about them. An offer is
| public while it is "publiée", not in the trash and its deadline (when it has
| one) is today or later. A closed offer that was public keeps its page for
| CLOSED_PAGE_DAYS, saying it is closed, and leaves every list at once.
*/

export const PUBLIC_PER_PAGE = 20
export const CLOSED_PAGE_DAYS = 30

/**
 * The longest société name or town the board shows (longer ones end in "…").
 * The forms allow 150 and 120 characters; rows written around them (an old
 * import) could hold megabytes, and every card of a page would carry them.
 */
export const PUBLIC_TEXT_MAX = 255

/**
 * An absolute address of the board, always on APP_URL: never on the
 * request's Host header, which any client may forge and which would then be
 * kept and handed to everybody (sitemap, feed, canonical links, JSON-LD).
 */
export function publicUrl(path: string) {
  return `${appUrl}${path}`
}

/** `text` cut to PUBLIC_TEXT_MAX characters, "…" included, never inside a surrogate pair. */
export function shownText(text: string): string
export function shownText(text: string | null): string | null
export function shownText(text: string | null) {
  if (text === null || text.length <= PUBLIC_TEXT_MAX) return text
  return `${text.slice(0, PUBLIC_TEXT_MAX - 1).replace(/[\uD800-\uDBFF]$/, '')}…`
}

/** A société's web site as the board links it: none rather than a cut (wrong) address. */
export function shownSiteWeb(siteWeb: string | null) {
  return siteWeb && siteWeb.length <= PUBLIC_TEXT_MAX ? siteWeb : null
}

/*
| Places as people write them: "Rennes (35)", "Rennes", "35000 Rennes" and
| "rennes" are one town. The board groups offers by the town's key (its
| name without a department code in parentheses nor a postal code, folded:
| no case, no accents, dashes for spaces) and shows its most common spelling.
*/
const DEPARTMENT_IN_PARENTHESES = /\s*\(\s*(?:\d{2,3}|2[ab]|\d{5})\s*\)\s*$/i
const TRAILING_POSTAL_CODE = /[\s,-]+\d{5}$/
const LEADING_POSTAL_CODE = /^\d{5}[\s,-]+/

/** "Rennes (35)", "Rennes 35000", "35000 Rennes" → "Rennes" (the lieu itself when nothing is left). */
export function townOf(lieu: string) {
  const trimmed = lieu.replace(/\s+/g, ' ').trim()
  const town = trimmed
    .replace(DEPARTMENT_IN_PARENTHESES, '')
    .replace(TRAILING_POSTAL_CODE, '')
    .replace(LEADING_POSTAL_CODE, '')
    .trim()
  return town || trimmed
}

/** "Rennes (35)" → "rennes", "Saint-Étienne" → "saint-etienne": what groups and filters places. */
export function townKey(lieu: string) {
  return foldText(townOf(lieu))
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The query string of /emplois as the page reads it: a bad value is
 * dropped (readListQuery); the place is its town's key, so "Rennes (35)",
 * "Rennes" and "rennes" are one filter and one kept page.
 */
export async function readEmploisQuery(qs: Record<string, unknown>) {
  const filters = await readListQuery(emploisQueryValidator, qs)
  return { ...filters, lieu: filters.lieu ? townKey(filters.lieu) || undefined : undefined }
}

/**
 * The parameters /emplois reads, validated, in a fixed order, without the
 * empty ones nor page 1: its canonical query. Nothing else (utm_*, fbclid…)
 * changes the page, so nothing else reaches it or its kept copy's key.
 */
export function emploisQueryEntries(
  filters: Awaited<ReturnType<typeof readEmploisQuery>>
): [string, string][] {
  const { q, contrat, teletravail, lieu, page } = filters
  const entries: [string, string | undefined][] = [
    ['q', q || undefined],
    ['contrat', contrat],
    ['teletravail', teletravail],
    ['lieu', lieu || undefined],
    ['page', page && page > 1 ? String(page) : undefined],
  ]
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined)
}

type OffreQuery = ModelQueryBuilderContract<typeof Offre>

const today = () => DateTime.now().toISODate()!

/**
 * Published, live, deadline not past, and its owner's account validated by
 * the school (employer approval: never a pending, refused, suspended or
 * deleted one): what the list, the sitemap, the feed and the landing show.
 */
export function wherePublic(query: OffreQuery) {
  return query
    .where('offres.statut', 'publiee')
    .whereNull('offres.deleted_at')
    .where((deadline) =>
      deadline.whereNull('offres.date_limite').orWhere('offres.date_limite', '>=', today())
    )
    .whereExists((owner) =>
      owner
        .from('users')
        .whereColumn('users.id', 'offres.user_id')
        .where('users.approval_status', 'validee')
    )
}

/** The public offers with their société's name and town (no référent, ever). */
export function publicOffres() {
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
        /* One character more than shown, so shownText() knows to add "…". */
        db.raw(`substr(societes.nom, 1, ${PUBLIC_TEXT_MAX + 1}) as societe_nom`),
        db.raw(`substr(societes.ville, 1, ${PUBLIC_TEXT_MAX + 1}) as societe_ville`)
      )
      .join('societes', 'societes.id', 'offres.societe_id')
  )
}

/**
 * Is this offer's page open to anybody, and is it the "clôturée" notice?
 * `owner` is the offer's owner as stored (only a validated account's offers
 * are public, as in wherePublic).
 */
export function publicState(
  offre: Offre,
  owner: Pick<User, 'approvalStatus'> | null
): 'open' | 'closed' | null {
  if (offre.deletedAt || owner?.approvalStatus !== 'validee') return null
  if (offre.statut === 'publiee') {
    const limite = offre.dateLimite?.toISODate()
    return !limite || limite >= today() ? 'open' : null
  }
  if (offre.statut === 'cloturee' && offre.publishedAt && offre.closedAt) {
    return offre.closedAt.plus({ days: CLOSED_PAGE_DAYS }) >= DateTime.now() ? 'closed' : null
  }
  return null
}

/**
 * What the pro's offer page says about its public life: where it is read
 * (open), until when its page says "clôturée" (closed), or nothing.
 */
export function publicationOf(offre: Offre, owner: Pick<User, 'approvalStatus'>) {
  const state = publicState(offre, owner)
  return {
    state,
    path: state ? `/emplois/${publicSlug(offre)}` : null,
    closedUntil:
      state === 'closed' ? offre.closedAt!.plus({ days: CLOSED_PAGE_DAYS }).toISODate() : null,
  }
}

/** "Développeur·se Web (H/F)" → "developpeur-se-web-h-f": folded, ASCII, dashes. */
export function slugOf(titre: string) {
  return (
    foldText(titre)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'offre'
  )
}

/** `OFF-2026-0042-developpeur-web`: the reference keeps the address; the slug follows the title. */
export function publicSlug(offre: Pick<Offre, 'reference' | 'titre'>) {
  return `${offre.reference}-${slugOf(offre.titre)}`
}

/** The reference at the start of a public address, or null when it has none. */
export function referenceOf(param: string) {
  return /^(OFF-\d{4}-\d{4,})(?:-|$)/.exec(param)?.[1] ?? null
}

/** schema.org employmentType for each type de contrat (Google's vocabulary). */
const EMPLOYMENT_TYPES: Record<TypeContrat, string> = {
  CDI: 'FULL_TIME',
  CDD: 'TEMPORARY',
  Intérim: 'TEMPORARY',
  Stage: 'INTERN',
  Alternance: 'INTERN',
  Freelance: 'CONTRACTOR',
}

/**
 * The JobPosting of an open offer (société preloaded), for the page's
 * JSON-LD. No référent, e-mail or phone: only what the page shows.
 */
export function jobPosting(offre: Offre, url: string) {
  const societe = offre.societe
  const nom = shownText(societe.nom)
  const lieu = offre.lieu ?? shownText(societe.ville)
  const siteWeb = shownSiteWeb(societe.siteWeb)
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    'title': offre.titre,
    'description': sanitizeRichText(offre.description),
    'identifier': { '@type': 'PropertyValue', 'name': nom, 'value': offre.reference },
    'datePosted': (offre.publishedAt ?? offre.createdAt).toISODate(),
    ...(offre.dateLimite ? { validThrough: `${offre.dateLimite.toISODate()}T23:59:59` } : {}),
    ...(offre.typeContrat ? { employmentType: EMPLOYMENT_TYPES[offre.typeContrat] } : {}),
    'hiringOrganization': {
      '@type': 'Organization',
      'name': nom,
      ...(siteWeb ? { sameAs: siteWeb } : {}),
    },
    'jobLocation': {
      '@type': 'Place',
      'address': {
        '@type': 'PostalAddress',
        ...(lieu ? { addressLocality: lieu } : {}),
        'addressCountry': 'FR',
      },
    },
    ...(offre.teletravail === 'total' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(offre.salaireMin || offre.salaireMax
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            'currency': 'EUR',
            'value': {
              '@type': 'QuantitativeValue',
              ...(offre.salaireMin ? { minValue: offre.salaireMin } : {}),
              ...(offre.salaireMax ? { maxValue: offre.salaireMax } : {}),
              'unitText': 'YEAR',
            },
          },
        }
      : {}),
    'directApply': false,
    url,
  }
}

/** The meta description of an offer: its description as plain text, cut at a word. */
export function metaDescription(html: string, max = 160) {
  const text = plainTextOf(html).replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}
