import db from '@adonisjs/lucid/services/db'

/*
| Live records counted per owner (`record_counts`, migration 0272): one row
| per (owner, record type, statut) holding how many of the owner's live
| (not trashed) sociétés, contacts and offres (offres per statut) exist.
| Database triggers keep the rows in step with every write, whatever wrote
| it (a model, a bulk query, an import, a merge, a cascade), so e-sidoor's
| figures and its list of professionals read a few small rows instead of
| counting a million contacts (docs/performance.md "Staff-wide pages").
|
| A row goes with its owner (a trigger on `users`); a count is adjusted on
| delete only while the owner exists, so a cascade or a truncation (tests),
| in any order, leaves no row behind.
|
| SQLite: one trigger per table and statement kind, in the write's transaction.
| PostgreSQL: constraint triggers deferred to the commit, named to fire after
| the owner's data version (app/models/owner_version.ts), whose `users` row
| lock comes first: a transaction takes its counters' locks while holding
| that one, so counters add no lock cycle.
*/
export const COUNTED_TABLES = ['societes', 'contacts', 'offres'] as const
export type CountedTable = (typeof COUNTED_TABLES)[number]

/** Tables counted per statut ('' for the others). */
const BY_STATUT: Record<CountedTable, boolean> = { societes: false, contacts: false, offres: true }

const UPSERT = `on conflict (user_id, record, statut) do update
  set total = record_counts.total + excluded.total`

function sqliteRow(table: CountedTable, row: 'new' | 'old', delta: 1 | -1) {
  const statut = BY_STATUT[table] ? `${row}.statut` : `''`
  const ownerExists =
    row === 'old' ? ` and exists (select 1 from users where id = old.user_id)` : ''
  return `insert into record_counts (user_id, record, statut, total)
    select ${row}.user_id, '${table}', ${statut}, ${delta}
    where ${row}.deleted_at is null and ${row}.user_id is not null${ownerExists} ${UPSERT};`
}

/** SQLite: the triggers that keep one table's counts. */
export function sqliteRecordCountsSql(table: CountedTable) {
  const changed = changedColumns(table, 'is not')
  return [
    `create trigger ${table}_record_counts_insert after insert on ${table} begin
       ${sqliteRow(table, 'new', 1)} end`,
    `create trigger ${table}_record_counts_update after update on ${table} when ${changed} begin
       ${sqliteRow(table, 'old', -1)} ${sqliteRow(table, 'new', 1)} end`,
    `create trigger ${table}_record_counts_delete after delete on ${table} begin
       ${sqliteRow(table, 'old', -1)} end`,
  ]
}

export const SQLITE_USERS_RECORD_COUNTS = `create trigger users_record_counts_delete
  after delete on users begin delete from record_counts where user_id = old.id; end`

export function dropSqliteRecordCountsSql() {
  return [
    ...COUNTED_TABLES.flatMap((table) =>
      ['insert', 'update', 'delete'].map(
        (kind) => `drop trigger if exists ${table}_record_counts_${kind}`
      )
    ),
    'drop trigger if exists users_record_counts_delete',
  ]
}

/** PostgreSQL: one function for the three tables; its argument names the statut column, if any. */
export const PG_RECORD_COUNTS_FUNCTION = `
create or replace function record_counts_changed() returns trigger language plpgsql as $$
declare
  by_statut boolean := tg_nargs > 0;
  old_statut text := '';
  new_statut text := '';
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if old.deleted_at is null and old.user_id is not null then
      if by_statut then old_statut := to_jsonb(old) ->> tg_argv[0]; end if;
      insert into record_counts (user_id, record, statut, total)
        select old.user_id, tg_table_name, old_statut, -1
        where exists (select 1 from users where id = old.user_id)
        ${UPSERT};
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.deleted_at is null and new.user_id is not null then
      if by_statut then new_statut := to_jsonb(new) ->> tg_argv[0]; end if;
      insert into record_counts (user_id, record, statut, total)
        values (new.user_id, tg_table_name, new_statut, 1)
        ${UPSERT};
    end if;
  end if;
  return null;
end $$`

export const PG_USERS_RECORD_COUNTS_FUNCTION = `
create or replace function record_counts_owner_gone() returns trigger language plpgsql as $$
begin
  delete from record_counts where user_id = old.id;
  return null;
end $$`

/** What changes a row's count: its owner, its trash state, its statut (offres). */
function changedColumns(table: CountedTable, distinct: string) {
  return ['user_id', 'deleted_at', ...(BY_STATUT[table] ? ['statut'] : [])]
    .map((column) => `old.${column} ${distinct} new.${column}`)
    .join(' or ')
}

export function pgRecordCountsSql() {
  const deferred = 'deferrable initially deferred for each row'
  const call = (table: CountedTable) =>
    `execute function record_counts_changed(${BY_STATUT[table] ? `'statut'` : ''})`
  return [
    PG_RECORD_COUNTS_FUNCTION,
    PG_USERS_RECORD_COUNTS_FUNCTION,
    /* "record_counts" sorts after "owner_version": fired after it for each row. */
    ...COUNTED_TABLES.flatMap((table) => [
      `create constraint trigger ${table}_record_counts after insert or delete on ${table}
        ${deferred} ${call(table)}`,
      `create constraint trigger ${table}_record_counts_update after update on ${table}
        ${deferred} when (${changedColumns(table, 'is distinct from')}) ${call(table)}`,
    ]),
    `create constraint trigger users_record_counts after delete on users
       ${deferred} execute function record_counts_owner_gone()`,
  ]
}

export function dropPgRecordCountsSql() {
  return [
    ...COUNTED_TABLES.flatMap((table) => [
      `drop trigger if exists ${table}_record_counts on ${table}`,
      `drop trigger if exists ${table}_record_counts_update on ${table}`,
    ]),
    'drop trigger if exists users_record_counts on users',
    'drop function if exists record_counts_changed()',
    'drop function if exists record_counts_owner_gone()',
  ]
}

/** The counts as they should be, from the records themselves (the migration's back-fill). */
export function recountSql() {
  return COUNTED_TABLES.map(
    (table) => `insert into record_counts (user_id, record, statut, total)
      select user_id, '${table}', ${BY_STATUT[table] ? 'statut' : `''`}, count(*)
      from ${table} where deleted_at is null and user_id is not null
      group by user_id${BY_STATUT[table] ? ', statut' : ''}`
  )
}

/** Platform totals: each record type's live rows (offres per statut), one grouped read. */
export async function platformCounts() {
  const rows: { record: CountedTable; statut: string; total: number | string | null }[] = await db
    .from('record_counts')
    .select('record', 'statut')
    .sum('total as total')
    .groupBy('record', 'statut')
  return rows.map((row) => ({ ...row, total: Number(row.total ?? 0) }))
}

/** `(select sum(total) from record_counts where owner = users.id and record = …) as <table>_count`. */
export function ownerCount(table: CountedTable) {
  return db
    .from('record_counts')
    .select(db.raw('coalesce(sum(total), 0)'))
    .whereColumn('record_counts.user_id', 'users.id')
    .where('record_counts.record', table)
    .as(`${table}_count`)
}
