/*
| E-sidoor's list of every professional's contacts (docs/product.md §4
| pro/contacts), searched over a million rows (docs/performance.md
| "Staff-wide pages"). A search first asks the trigram index how many
| contacts match, counting no further than MATCHES_COUNTED:
|   - no more: the matching rows, counted exactly, in the list's order;
|   - more (a common name): sorting them all would read them all, so the
|     newest come first, read in the index's own order until a page is full
|     (a few rows for page 1, whatever the total). The count is not taken:
|     the page says "plus de 1 000" and offers the first MATCHES_COUNTED /
|     PER_PAGE pages; a longer search narrows it.
| A professional's own contacts (`?pro=`) and the trash are few: counted exactly.
| Without a search the list is read in the `(deleted_at, nom, prenom, id)`
| index's order (migration 0273; PostgreSQL: the partial index of 0281), and
| without any filter its total is the sum of the kept per-owner counts
| (`record_counts`, migration 0272) instead of a count of a million rows.
*/
import db from '@adonisjs/lucid/services/db'
import type Contact from '#models/contact'
import { foldText } from '#models/search_text'
import { type ContactListQuery, contactRows, matchingContacts } from '#lists/contact'
import { PER_PAGE, type PageMeta } from '#services/records/list_query'

/** Beyond this many matches a search is not counted (the page says "plus de"). */
export const MATCHES_COUNTED = 1_000

const isPostgres = () => db.connection().dialect.name === 'postgres'

const likeOf = (folded: string) => `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
const globOf = (folded: string) => `*${folded.replace(/[*?[]/g, (char) => `[${char}]`)}*`

/** How many contacts of any owner (trash included) match `term`, up to `cap` + 1. */
async function matchesUpTo(term: string, cap: number) {
  const folded = foldText(term)
  const inner = isPostgres()
    ? db
        .from('contacts')
        .select(db.raw('1'))
        .whereRaw('search_text like ? escape ?', [likeOf(folded), '\\'])
    : db
        .from('contacts_fts')
        .select('rowid')
        .whereRaw('search_text glob ?', [globOf(folded)])
  const row = await db
    .from(inner.limit(cap + 1).as('matches'))
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Every live contact, from the counts kept per owner (app/models/record_counts.ts). */
async function liveContactsTotal() {
  const row = await db
    .from('record_counts')
    .where('record', 'contacts')
    .sum('total as total')
    .first()
  return Number(row?.total ?? 0)
}

/** The list's rows for e-sidoor: every owner's contacts (or one pro's) matching the filters. */
function rows(filters: ContactListQuery) {
  return contactRows(null, filters)
    .select('contacts.user_id')
    .preload('user', (user) => user.select('id', 'full_name'))
    .if(filters.pro, (query) => query.where('contacts.user_id', filters.pro!))
}

type Rows = ReturnType<typeof rows>

/**
 * The matches newest first, read from the trigram index in its own order
 * (SQLite: the index's rowids, walked backwards, joined to their rows; each
 * page reads at most its offset and 25 more), the list's sort set aside.
 */
function newestMatches(query: Rows, term: string) {
  query.clearOrder()
  const folded = foldText(term)
  if (isPostgres()) {
    return query
      .whereRaw('contacts.search_text like ? escape ?', [likeOf(folded), '\\'])
      .orderBy('contacts.id', 'desc')
  }
  /* CROSS JOIN keeps the index table the outer loop, so LIMIT stops it early. */
  query.knexQuery.from(
    db.knexRawQuery('contacts_fts cross join contacts on contacts.id = contacts_fts.rowid')
  )
  return query
    .whereRaw('contacts_fts.search_text glob ?', [globOf(folded)])
    .orderBy('contacts_fts.rowid', 'desc')
}

/** One page of the list, and its meta (`capped`: the total is a floor, "plus de"). */
export async function allContactsPage(
  filters: ContactListQuery,
  page: number
): Promise<{ rows: Contact[]; meta: PageMeta }> {
  const dense =
    !!filters.search &&
    !filters.pro &&
    !filters.corbeille &&
    (await matchesUpTo(filters.search, MATCHES_COUNTED)) > MATCHES_COUNTED
  const unfiltered =
    !filters.search && !filters.pro && !filters.corbeille && !filters.statut && !filters.societe
  if (unfiltered) {
    /*
     * The page's ids first, read from the index alone (a deep page skips
     * index entries, not rows: page 2,000 at 10× on PostgreSQL, 172 → 15 ms),
     * then those 25 rows.
     */
    const pageIds = await matchingContacts(null, filters)
      .select('contacts.id')
      .apply((scopes) => scopes.sorted(filters.sort, filters.order))
      .forPage(page, PER_PAGE)
      .pojo<{ id: number }>()
    const ids = pageIds.map((row) => row.id)
    /*
     * Fetched by id without an order (SQLite would otherwise walk the
     * ordered index to its end looking for 25 ids: 164 ms at 10×), then put
     * back in the ids' order.
     */
    const [total, found] = await Promise.all([
      liveContactsTotal(),
      rows(filters).clearOrder().whereIn('contacts.id', ids),
    ])
    const position = new Map(ids.map((id, index) => [id, index]))
    found.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
    return {
      rows: found,
      meta: {
        total,
        perPage: PER_PAGE,
        currentPage: page,
        lastPage: Math.max(Math.ceil(total / PER_PAGE), 1),
      },
    }
  }
  if (!dense) {
    const paginator = await rows(filters).paginate(page, PER_PAGE)
    return {
      rows: paginator.all(),
      meta: {
        total: paginator.total,
        perPage: paginator.perPage,
        currentPage: paginator.currentPage,
        lastPage: paginator.lastPage,
      },
    }
  }
  const lastPage = Math.ceil(MATCHES_COUNTED / PER_PAGE)
  const current = Math.min(Math.max(page, 1), lastPage)
  const found = await newestMatches(rows({ ...filters, search: undefined }), filters.search!)
    .offset((current - 1) * PER_PAGE)
    .limit(PER_PAGE)
  const skipped = (current - 1) * PER_PAGE
  /* A page that is not full ends the list: its total is known. */
  if (found.length < PER_PAGE && (found.length > 0 || current === 1)) {
    const total = skipped + found.length
    return {
      rows: found,
      meta: { total, perPage: PER_PAGE, currentPage: current, lastPage: Math.max(current, 1) },
    }
  }
  return {
    rows: found,
    meta: {
      total: MATCHES_COUNTED,
      perPage: PER_PAGE,
      currentPage: current,
      lastPage,
      capped: true,
    },
  }
}
