import db from '@adonisjs/lucid/services/db'

/*
| The job board's version (`board_version`, one row, migration 0240): a
| number that moves whenever something the public pages show is written,
| whatever wrote it (a model, a bulk query, an import, a merge, an account's
| deletion, a script, another app instance): an offre or a société inserted,
| updated or deleted, an account's approval changed or the account deleted
| (only a validated owner's offers are public: `wherePublic`), a page text
| written (the footer). Database triggers move it, so no write path can
| forget to; every process keeps public pages under it
| (app/services/emplois/public_page_cache.ts).
|
| The version moves in the writing transaction, so it becomes visible with the
| write's rows: a request that reads the new version reads the new rows too.
| After truncation (tests) the row is gone: the version reads 0 and the next
| write puts it back at 1.
|
| SQLite: one trigger per table and statement kind, in the transaction of the
| write (SQLite has one writer at a time).
| PostgreSQL: once per transaction, last of all its locks. A deferred
| constraint trigger on the written table only queues the move (a row in
| `board_version_moves`, which no other transaction waits on); that row's
| own deferred trigger, queued while the commit runs the deferred triggers,
| fires after all of them, the owners' data versions included
| (app/models/owner_version.ts), and moves the version. The one-row lock is
| thus the last lock any transaction takes: a transaction holding it never
| waits for another lock, so it can never be part of a lock cycle.
*/

/** Tables whose every written row can change a public page. */
export const EMPLOIS_TABLES = ['offres', 'societes', 'page_textes'] as const

const KINDS = ['insert', 'update', 'delete'] as const

const MOVE = `insert into board_version (id, version) values (1, 1)
  on conflict (id) do update set version = board_version.version + 1`

/** The board's version now: one primary-key read (0 before the first write). */
export async function emploisVersion() {
  const row = await db.from('board_version').where('id', 1).select('version').first()
  return row ? Number(row.version) : 0
}

/** SQLite: the triggers that move the board's version after each written row. */
export function sqliteEmploisVersionSql() {
  const triggers = EMPLOIS_TABLES.flatMap((table) =>
    KINDS.map(
      (kind) =>
        `create trigger ${table}_board_version_${kind} after ${kind} on ${table} begin ${MOVE}; end`
    )
  )
  return [
    ...triggers,
    `create trigger users_board_version_update after update of approval_status on users
       when old.approval_status is not new.approval_status begin ${MOVE}; end`,
    `create trigger users_board_version_delete after delete on users begin ${MOVE}; end`,
  ]
}

export function dropSqliteEmploisVersionSql() {
  return [
    ...EMPLOIS_TABLES.flatMap((table) =>
      KINDS.map((kind) => `drop trigger if exists ${table}_board_version_${kind}`)
    ),
    'drop trigger if exists users_board_version_update',
    'drop trigger if exists users_board_version_delete',
  ]
}

/** PostgreSQL: the functions (queue the move once per transaction; move) and their triggers. */
export function pgEmploisVersionSql() {
  const deferred = 'deferrable initially deferred for each row'
  return [
    `create or replace function board_data_changed() returns trigger language plpgsql as $$
     begin
       if coalesce(current_setting('esidoor.board_move_queued', true), '') <> '1' then
         perform set_config('esidoor.board_move_queued', '1', true);
         insert into board_version_moves default values;
       end if;
       return null;
     end $$`,
    `create or replace function board_version_move() returns trigger language plpgsql as $$
     begin
       delete from board_version_moves where id = new.id;
       ${MOVE};
       return null;
     end $$`,
    ...EMPLOIS_TABLES.map(
      (table) => `create constraint trigger ${table}_board_version
        after insert or update or delete on ${table}
        ${deferred} execute function board_data_changed()`
    ),
    `create constraint trigger users_board_version_update after update of approval_status on users
       ${deferred} when (old.approval_status is distinct from new.approval_status)
       execute function board_data_changed()`,
    `create constraint trigger users_board_version_delete after delete on users
       ${deferred} execute function board_data_changed()`,
    `create constraint trigger board_version_moves_move after insert on board_version_moves
       ${deferred} execute function board_version_move()`,
  ]
}

export function dropPgEmploisVersionSql() {
  return [
    ...EMPLOIS_TABLES.map((table) => `drop trigger if exists ${table}_board_version on ${table}`),
    'drop trigger if exists users_board_version_update on users',
    'drop trigger if exists users_board_version_delete on users',
    'drop trigger if exists board_version_moves_move on board_version_moves',
    'drop function if exists board_data_changed()',
    'drop function if exists board_version_move()',
  ]
}
