import { rm } from 'node:fs/promises'
import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import { browserClient } from '@japa/browser-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { testDatabase } from '#tests/helpers/test_database'
import { launchChromium } from '#tests/helpers/chromium'
import ownerCache from '#services/platform/owner_cache'
import limiter from '@adonisjs/limiter/services/main'
import { IMPORT_ATTEMPTS_PER_ACCOUNT } from '#services/platform/upload_limits'
import { resetTwoFactorClock } from '#tests/helpers/two_factor'
import { freshUnlessKept } from '#tests/helpers/fresh_each'

export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({ runInSuites: ['browser'], launcher: launchChromium }),
  sessionBrowserClient(app),
  authBrowserClient(app),
]

/** Each run works in a database of its own, created here and dropped at the end. */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    () => testDatabase.create(),
    /* No rollback at the end: the run's database is dropped whole (and SQLite
       cannot drop a search index while the server's cached statements use it). */
    async () => {
      await testUtils.db().migrate()
    },
    () => testDatabase.fastTruncation(),
    () => testUtils.httpServer().start(),
  ],
  teardown: [
    () => testDatabase.drop(),
    () => rm(app.makePath(process.env.DRIVE_ROOT!), { recursive: true, force: true }),
  ],
}

/*
| Each test starts with no kept list page and no import counted against its
| account: tests truncate tables, which gives user ids and data versions
| again (never in production, see app/services/platform/owner_cache.ts and
| upload_limits.ts). And with the two-factor clock on the real time (a test
| may have moved it on: tests/helpers/two_factor.ts).
*/
const clearPerUser = async () => {
  ownerCache.clear()
  resetTwoFactorClock()
  await limiter.use({ ...IMPORT_ATTEMPTS_PER_ACCOUNT }).clear()
}

/*
| Each group starts from empty tables, whatever the group run before it left:
| the per-test truncation runs after each test, and a group that keeps its
| rows (`keepRows`; the accessibility audit seeds once, a shared template
| among them) would otherwise hand them to the next file's first test.
| Groups run in another order when CI splits the browser suite in two.
*/
const startEmpty = () =>
  db.connection().truncateAllTables(['adonis_schema', 'adonis_schema_versions'])

/*
| Every functional and browser test leaves empty tables, no rate-limit counts
| and the real mailer to the next one (tests/helpers/fresh_each.ts), unless its
| group called `keepRows(group)`. Registered when the group is added, before
| its own callback runs: these hooks run before the group's own.
*/
const FRESH_BY_DEFAULT = ['functional', 'browser']

export const configureSuite: Config['configureSuite'] = (suite) => {
  suite.onGroup((group) => group.setup(startEmpty))
  suite.onGroup((group) => group.each.setup(clearPerUser))
  if (FRESH_BY_DEFAULT.includes(suite.name)) suite.onGroup(freshUnlessKept)
  suite.onTest((test) => test.setup(clearPerUser))
}
