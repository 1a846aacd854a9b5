/*
| Search that scales (docs/performance.md "Search"): every searchable row
| keeps a `search_text` column, written with the row (model hooks), holding
| its searched fields folded: lower case, every Latin diacritic removed,
| ligatures spelled out. A search folds its term the same way and looks for
| it as a substring, through an index on each database:
|   - SQLite: an FTS5 table with the trigram tokenizer (`<table>_fts`, kept in
|     step by triggers), queried with GLOB, which the trigram index serves;
|   - PostgreSQL: a pg_trgm GIN index on `search_text`, queried with LIKE.
| Folding in the application (not with SQL functions) gives both databases
| the same text, hence the same results.
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { type Catalogue, fieldsWhere } from '#catalogues/define'
import { candidatureCatalogue } from '#catalogues/candidature'
import { contactCatalogue } from '#catalogues/contact'
import { offreCatalogue } from '#catalogues/offre'
import { societeCatalogue } from '#catalogues/societe'
import { texteCatalogue } from '#catalogues/texte'

/** The tables migration 0080 gave a search text and its index (its own list: it must not grow). */
export const FIRST_SEARCHABLE_TABLES = ['societes', 'contacts', 'offres', 'texte_modeles'] as const

/** Every table with a search text and its index; applications joined in migration 0300. */
export const SEARCHABLE_TABLES = [...FIRST_SEARCHABLE_TABLES, 'candidatures'] as const
export type SearchableTable = (typeof SEARCHABLE_TABLES)[number]

/* Letters that Unicode decomposition leaves whole. */
const SPELLED_OUT: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
}

/** "Cœur de l'ÎLE" → "coeur de l'ile": the form searched text and search terms share. */
export function foldText(text: string) {
  return text
    .toLowerCase()
    .replace(/[œæßøđðłıþ]/g, (letter) => SPELLED_OUT[letter])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The searched fields of a row, folded into one text (empty fields skipped). */
export function searchTextOf(...fields: (string | null | undefined)[]) {
  return foldText(fields.filter(Boolean).join(' '))
}

/** A column's value as text (ids and numbers included), or nothing. */
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value))

/* What each table's search text is made of: its catalogue's `searched` fields
   (app/catalogues), a reference bringing the name of the société it points at
   (copied into contacts' and offres' text, and written again when it changes).
   Models and plain rows read by the query builder both fit. */

/** The searched fields of a catalogue that are read from the row itself (not a reference). */
type OwnSearched<C extends Catalogue> = {
  [K in keyof C['fields']]: C['fields'][K] extends { searched: true }
    ? C['fields'][K] extends { references: string }
      ? never
      : K
    : never
}[keyof C['fields']] &
  string

function searchedIn<C extends Catalogue>(catalogue: C) {
  const all = fieldsWhere(catalogue, (spec) => spec.searched)
  return {
    /** Every searched field: the ones whose change makes the text stale. */
    all,
    own: all.filter((field) => !catalogue.fields[field].references) as OwnSearched<C>[],
  }
}

/** Each record type's searched fields. */
export const SEARCHED = {
  contact: searchedIn(contactCatalogue),
  offre: searchedIn(offreCatalogue),
  societe: searchedIn(societeCatalogue),
  texte: searchedIn(texteCatalogue),
  candidature: searchedIn(candidatureCatalogue),
}

type Fields<Name extends string> = { [K in Name]: unknown }

function textOf<Name extends string>(
  fields: readonly Name[],
  row: Fields<Name>,
  societeNom: string | null = null
) {
  return searchTextOf(...fields.map((field) => asText(row[field])), societeNom)
}

export const contactSearchText = (
  contact: Fields<OwnSearched<typeof contactCatalogue>>,
  societeNom: string | null
) => textOf(SEARCHED.contact.own, contact, societeNom)

export const offreSearchText = (
  offre: Fields<OwnSearched<typeof offreCatalogue>>,
  societeNom: string | null
) => textOf(SEARCHED.offre.own, offre, societeNom)

export const societeSearchText = (societe: Fields<OwnSearched<typeof societeCatalogue>>) =>
  textOf(SEARCHED.societe.own, societe)

export const texteSearchText = (texte: Fields<OwnSearched<typeof texteCatalogue>>) =>
  textOf(SEARCHED.texte.own, texte)

export const candidatureSearchText = (
  candidature: Fields<OwnSearched<typeof candidatureCatalogue>>
) => textOf(SEARCHED.candidature.own, candidature)

/** The société's name, for the search text of a contact or offre that belongs to it. */
export async function societeNomOf(societeId: number | null, client?: QueryClientContract) {
  if (!societeId) return null
  const row = await (client ?? db).from('societes').select('nom').where('id', societeId).first()
  return (row?.nom as string | undefined) ?? null
}

/** A row as the query builder reads it. */
type Row = Record<string, unknown> & { id: number; societe_id?: number | null }

/**
 * Where each table's search text comes from, as plain rows (the migration's
 * back-fill and the société rename read these): the columns to read and the
 * text they make, with the société's name for contacts and offres.
 */
/** A field's column ("societeId" → "societe_id"). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** A source reading a plain row: its columns, and the text of `searched` fields. */
function sourceOf<Name extends string>(searched: { all: string[]; own: Name[] }) {
  const byField = (row: Row) =>
    Object.fromEntries(searched.own.map((field) => [field, row[columnOf(field)]])) as Fields<Name>
  return {
    columns: searched.all.map(columnOf),
    text: (row: Row, societeNom: string | null) =>
      textOf(
        searched.own,
        byField(row),
        searched.all.length > searched.own.length ? societeNom : null
      ),
  }
}

export const SEARCH_SOURCES: Record<
  SearchableTable,
  { columns: string[]; text: (row: Row, societeNom: string | null) => string }
> = {
  societes: sourceOf(SEARCHED.societe),
  contacts: sourceOf(SEARCHED.contact),
  offres: sourceOf(SEARCHED.offre),
  texte_modeles: sourceOf(SEARCHED.texte),
  candidatures: sourceOf(SEARCHED.candidature),
}

/**
 * Writes the search text of `table`'s rows matching `where` (all by default);
 * `societeNom` gives the name of a row's société.
 */
export async function rewriteSearchText(
  client: QueryClientContract,
  table: SearchableTable,
  societeNom: (societeId: number | null | undefined) => string | null,
  where: Record<string, unknown> = {}
) {
  const source = SEARCH_SOURCES[table]
  const rows: Row[] = await client
    .from(table)
    .select('id', ...source.columns)
    .where(where)
  for (const row of rows)
    await client
      .from(table)
      .where('id', row.id)
      .update({ search_text: source.text(row, societeNom(row.societe_id)) })
}

/** A société was renamed: its contacts' and offres' search texts are written again. */
export async function refreshSocieteDependents(
  societeId: number,
  nom: string,
  client?: QueryClientContract
) {
  for (const table of ['contacts', 'offres'] as const)
    await rewriteSearchText(client ?? db.connection(), table, () => nom, { societe_id: societeId })
}

const isPostgres = () => db.connection().dialect.name === 'postgres'

/**
 * Which rows a search runs over: one owner's (the lists of a pro: their
 * index on user_id narrows the rows first) or everybody's (e-sidoor).
 */
export type SearchReach = 'owner' | 'all'

/**
 * Keeps the rows of `table` whose search text contains `term` (folded).
 * On SQLite the trigram index answers for `reach` "all"; within one owner's
 * few thousand rows, reading their search text after the user_id index is
 * faster than collecting every owner's matches from the index (measured in
 * docs/performance.md). PostgreSQL's planner picks between its two indexes.
 */
export function whereSearchMatches(
  query: { whereRaw(sql: string, bindings: string[]): unknown },
  table: SearchableTable,
  term: string,
  reach: SearchReach = 'owner'
) {
  const folded = foldText(term)
  if (isPostgres()) {
    const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query.whereRaw(`${table}.search_text like ? escape ?`, [pattern, '\\'])
  } else if (reach === 'owner') {
    const pattern = `*${folded.replace(/[*?[]/g, (char) => `[${char}]`)}*`
    query.whereRaw(`${table}.search_text glob ?`, [pattern])
  } else {
    const pattern = `*${folded.replace(/[*?[]/g, (char) => `[${char}]`)}*`
    query.whereRaw(`${table}.id in (select rowid from ${table}_fts where search_text glob ?)`, [
      pattern,
    ])
  }
}

/*
| SQLite: the trigram index of `table` and the triggers keeping it in step
| with its rows. `detail=none` (migration 0090) keeps no positions: a
| substring search checks each candidate row against its text anyway, and
| the smaller index halves the time of a search over every owner's contacts
| (docs/performance.md). Migration 0080 built the first index with the default.
*/
export function sqliteSearchIndexSql(table: SearchableTable, detail: 'full' | 'none' = 'none') {
  const fts = `${table}_fts`
  return [
    `create virtual table ${fts} using fts5(search_text, content='${table}', content_rowid='id', tokenize='trigram', detail=${detail})`,
    `create trigger ${fts}_insert after insert on ${table} begin
       insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`,
    `create trigger ${fts}_delete after delete on ${table} begin
       insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text); end`,
    `create trigger ${fts}_update after update of search_text on ${table} begin
       insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
       insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`,
    `insert into ${fts}(${fts}) values ('rebuild')`,
  ]
}

/** SQLite: removes the trigram index of `table` and its triggers. */
export function dropSqliteSearchIndexSql(table: SearchableTable) {
  return [
    ...['insert', 'delete', 'update'].map(
      (trigger) => `drop trigger if exists ${table}_fts_${trigger}`
    ),
    `drop table if exists ${table}_fts`,
  ]
}

/** SQLite: every FTS5 table and its shadow tables (not data: tests never empty them by hand). */
export function isSearchIndexTable(name: string) {
  return SEARCHABLE_TABLES.some(
    (table) => name === `${table}_fts` || name.startsWith(`${table}_fts_`)
  )
}
