import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/*
| Sessions live on the server; the cookie holds only the signed session id.
| `database` (SQLite or PostgreSQL, the default), `redis` to share sessions
| between several app instances; `memory` (built in) for the test suite.
*/
export default defineConfig({
  enabled: true,
  cookieName: 'esidoor-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', 'database'),
  stores: {
    database: stores.database({ tableName: 'sessions' }),
    redis: stores.redis({ connection: 'main' }),
  },
})
