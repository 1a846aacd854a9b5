import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { productionProblems } from '#services/platform/production_config'
import { insideApp, sqliteFile } from '#services/platform/data_paths'

const SAFE = { APP_URL: 'https://e-sidoor.fr', MAIL_MAILER: 'smtp', SMTP_HOST: 'smtp.example.fr' }

test.group('Production configuration', (group) => {
  let appRoot: string
  let dataDir: string
  group.each.setup(() => {
    appRoot = mkdtempSync(join(tmpdir(), 'esidoor-app-'))
    dataDir = mkdtempSync(join(tmpdir(), 'esidoor-data-'))
    return () => {
      rmSync(appRoot, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a complete configuration passes', ({ assert }) => {
    assert.deepEqual(productionProblems(appRoot, { ...SAFE, DATA_DIR: dataDir }), [])
    assert.deepEqual(productionProblems(appRoot, { ...SAFE, DB_CONNECTION: 'pg' }), [])
  })

  test('each dangerous setting is refused with a line naming its variable', ({ assert }) => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{ APP_URL: undefined }, 'APP_URL'],
      [{ MAIL_MAILER: 'log' }, 'MAIL_MAILER'],
      [{ MAIL_MAILER: undefined }, 'MAIL_MAILER'],
      [{ SMTP_HOST: undefined }, 'SMTP_HOST'],
      [{ DATA_DIR: undefined }, 'DATA_DIR'],
      [{ DATA_DIR: undefined, SQLITE_PATH: 'tmp/db.sqlite3' }, 'outside the application folder'],
      [{ DATA_DIR: join(dataDir, 'absent') }, 'does not exist'],
    ]
    for (const [change, expected] of cases) {
      const problems = productionProblems(appRoot, { ...SAFE, DATA_DIR: dataDir, ...change })
      assert.lengthOf(problems, 1, JSON.stringify(change))
      assert.include(problems[0], expected)
    }
  })

  test('a .env inside the application folder needs ENV_PATH elsewhere', ({ assert }) => {
    writeFileSync(join(appRoot, '.env'), 'APP_KEY=x\n')
    const [problem] = productionProblems(appRoot, { ...SAFE, DATA_DIR: dataDir })
    assert.include(problem, 'ENV_PATH')
    assert.deepEqual(
      productionProblems(appRoot, { ...SAFE, DATA_DIR: dataDir, ENV_PATH: dataDir }),
      []
    )
    const [inside] = productionProblems(appRoot, { ...SAFE, DATA_DIR: dataDir, ENV_PATH: './' })
    assert.include(inside, 'ENV_PATH')
  })

  test('data paths resolve against the application folder', ({ assert }) => {
    assert.equal(sqliteFile('/srv/app', {}), '/srv/app/tmp/db.sqlite3')
    assert.equal(
      sqliteFile('/srv/app', { DATA_DIR: '/var/lib/esidoor' }),
      '/var/lib/esidoor/db.sqlite3'
    )
    assert.equal(sqliteFile('/srv/app', { DATA_DIR: '../data' }), '/srv/data/db.sqlite3')
    assert.isTrue(insideApp('/srv/app', '/srv/app/tmp/db.sqlite3'))
    assert.isFalse(insideApp('/srv/app', '/srv/data/db.sqlite3'))
    assert.isFalse(insideApp('/srv/app', '/srv/app-data/db.sqlite3'))
  })
})
