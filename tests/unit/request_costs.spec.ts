import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { cacheStatements } from '#services/platform/sqlite_statement_cache'
import { mayBePublicFile } from '#middleware/public_files_middleware'
import { route } from '#tests/helpers/routes'

/** An in-memory database with a table `t`, its statements cached (`size` of them), and how many were prepared. */
function database(size?: number) {
  const connection = new Database(':memory:')
  let prepared = 0
  const prepare = connection.prepare.bind(connection)
  connection.prepare = ((sql: string) => {
    prepared++
    return prepare(sql)
  }) as typeof connection.prepare
  cacheStatements(connection, size)
  connection.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)')
  return { connection, prepared: () => prepared }
}

test.group('SQLite statement cache', () => {
  test('the same SQL is prepared once and runs with other bindings', ({ assert }) => {
    const { connection, prepared } = database()
    const insert = 'INSERT INTO t (name) VALUES (?)'
    connection.prepare(insert).run(['a'])
    connection.prepare(insert).run(['b'])
    const select = 'SELECT name FROM t WHERE name = ?'
    assert.deepEqual(connection.prepare(select).all(['b']), [{ name: 'b' }])
    assert.deepEqual(connection.prepare(select).all(['a']), [{ name: 'a' }])
    assert.equal(prepared(), 2)
  })

  test('the least recently used statement is dropped beyond the size', ({ assert }) => {
    const { connection, prepared } = database(2)
    const a = 'SELECT 1 AS v'
    const b = 'SELECT 2 AS v'
    const c = 'SELECT 3 AS v'
    connection.prepare(a)
    connection.prepare(b)
    connection.prepare(a) /* a is now the most recent: b goes first */
    connection.prepare(c)
    assert.equal(prepared(), 3)
    connection.prepare(a)
    assert.equal(prepared(), 3)
    connection.prepare(b)
    assert.equal(prepared(), 4)
  })

  test('a cached statement sees a column added after it was prepared', ({ assert }) => {
    const { connection } = database()
    const select = 'SELECT * FROM t'
    connection.prepare('INSERT INTO t (name) VALUES (?)').run(['a'])
    assert.deepEqual(connection.prepare(select).all([]), [{ id: 1, name: 'a' }])
    connection.exec("ALTER TABLE t ADD COLUMN city TEXT DEFAULT 'Lyon'")
    assert.deepEqual(connection.prepare(select).all([]), [{ id: 1, name: 'a', city: 'Lyon' }])
  })
})

test.group('Public files', () => {
  test('only GET/HEAD paths ending in a file name can be files of public/', ({ assert }) => {
    assert.isTrue(mayBePublicFile('GET', '/assets/app-3f2a1b.js'))
    assert.isTrue(mayBePublicFile('HEAD', '/favicon.svg'))
    assert.isFalse(mayBePublicFile('GET', route('contacts.index')))
    assert.isFalse(mayBePublicFile('GET', route('contacts.edit', { id: 12 })))
    assert.isFalse(mayBePublicFile('GET', '/'))
    assert.isFalse(mayBePublicFile('GET', '/v1.2/contacts/'))
    assert.isFalse(mayBePublicFile('POST', '/assets/app.js'))
  })
})

test.group('SQLite statement cache, what it leaves alone', () => {
  test('VACUUM, PRAGMA and schema changes are prepared every time', ({ assert }) => {
    const { connection, prepared } = database()
    for (const sql of ['PRAGMA user_version', 'CREATE TABLE IF NOT EXISTS t (id INTEGER)']) {
      connection.prepare(sql)
      connection.prepare(sql)
    }
    assert.equal(prepared(), 4)
    connection.prepare('  SELECT 1')
    connection.prepare('  SELECT 1')
    assert.equal(prepared(), 5)
  })
})
