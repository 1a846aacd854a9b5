/*
| The data version of an owner (`users.data_version`, migration 0170): a
| number that moves whenever one of the owner's sociétés, contacts, offres or
| interactions is inserted, updated or deleted, whatever wrote it (a model, a
| bulk query, an import, a merge, e-sidoor, a cascade). Database triggers
| move it, so no write path can forget to. Pages built from an owner's
| records are kept by app/services/platform/owner_cache.ts under this version.
|
| SQLite: one trigger per table and statement kind, in the transaction of the
| write (SQLite has one writer at a time).
| PostgreSQL: a constraint trigger deferred to the commit, once per
| transaction and owner. Taking the `users` row's lock at the commit, after
| every other lock of the transaction, keeps it out of lock cycles between
| transactions that write the same owner's rows in different orders.
*/

export const VERSIONED_TABLES = ['societes', 'contacts', 'offres', 'interactions'] as const

/* Candidatures came later, with their own migration (0265): same triggers. */
type VersionedTable = (typeof VERSIONED_TABLES)[number] | 'candidatures'

const KINDS = ['insert', 'update', 'delete'] as const

/** SQLite: the triggers that move the owner's version after each written row. */
export function sqliteOwnerVersionSql(table: VersionedTable) {
  const owners = {
    insert: 'new.user_id',
    update: 'old.user_id, new.user_id',
    delete: 'old.user_id',
  }
  return KINDS.map(
    (kind) =>
      `create trigger ${table}_owner_version_${kind} after ${kind} on ${table} begin
         update users set data_version = data_version + 1 where id in (${owners[kind]}); end`
  )
}

export function dropSqliteOwnerVersionSql(table: VersionedTable) {
  return KINDS.map((kind) => `drop trigger if exists ${table}_owner_version_${kind}`)
}

/** PostgreSQL: one function, called at the commit for each written row; moves each owner once. */
export const PG_OWNER_VERSION_FUNCTION = `
create or replace function owner_data_changed() returns trigger language plpgsql as $$
declare
  owners integer[];
  owner integer;
begin
  if tg_op = 'INSERT' then owners := array[new.user_id];
  elsif tg_op = 'DELETE' then owners := array[old.user_id];
  else owners := array[old.user_id, new.user_id];
  end if;
  foreach owner in array owners loop
    if owner is not null
       and coalesce(current_setting('esidoor.version_moved_' || owner, true), '') <> '1' then
      update users set data_version = data_version + 1 where id = owner;
      perform set_config('esidoor.version_moved_' || owner, '1', true);
    end if;
  end loop;
  return null;
end $$`

export function pgOwnerVersionSql(table: VersionedTable) {
  return `create constraint trigger ${table}_owner_version after insert or update or delete on ${table}
    deferrable initially deferred for each row execute function owner_data_changed()`
}

export function dropPgOwnerVersionSql(table: VersionedTable) {
  return `drop trigger if exists ${table}_owner_version on ${table}`
}
