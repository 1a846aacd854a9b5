import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import { defineConfig } from '@adonisjs/session'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import { DatabaseSessionStore } from '#services/platform/database_session_store'
import { RedisSessionStore } from '#services/platform/redis_session_store'

/*
| Sessions live on the server; the cookie holds only the signed session id.
| `database` (SQLite or PostgreSQL, the default), `redis` to share sessions
| between several app instances; `memory` (built in) for the test suite.
|
| Both stores are the package's own with one change: a request that changes
| nothing extends the session's expiry at most once a minute (no write, and
| the id cookie is not sent again); a change is always written
| (app/services/platform/session_expiry.ts, docs/decisions.md).
*/
const COOKIE_NAME = 'esidoor-session'

/** A touch that was skipped: the browser's cookie already expires when the stored session does. */
function keepCookie(ctx: HttpContext | null) {
  if (!ctx) return undefined
  return () => {
    const sent = ctx.response.getHeader('set-cookie')
    const cookies = (Array.isArray(sent) ? sent : [sent]).filter(
      (cookie): cookie is string => typeof cookie === 'string'
    )
    const others = cookies.filter((cookie) => !cookie.startsWith(`${COOKIE_NAME}=`))
    if (others.length === cookies.length) return
    ctx.response.removeHeader('set-cookie')
    if (others.length > 0) ctx.response.header('set-cookie', others)
  }
}

const ttl = (config: SessionConfig) => string.seconds.parse(config.age)

const sessionStores = {
  database: (options: { tableName: string }) =>
    configProvider.create<SessionStoreFactory>(async (application) => {
      const db = await application.container.make('lucid.db')
      return ((ctx: HttpContext | null, config) =>
        new DatabaseSessionStore(db.connection(), ttl(config), {
          tableName: options.tableName,
          onKept: keepCookie(ctx),
        })) as SessionStoreFactory
    }),
  redis: (options: { connection: 'main' }) =>
    configProvider.create<SessionStoreFactory>(async (application) => {
      const redis = await application.container.make('redis')
      return ((ctx: HttpContext | null, config) =>
        new RedisSessionStore(redis.connection(options.connection), ttl(config), {
          onKept: keepCookie(ctx),
        })) as SessionStoreFactory
    }),
}

export default defineConfig({
  enabled: true,
  cookieName: COOKIE_NAME,
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
    database: sessionStores.database({ tableName: 'sessions' }),
    redis: sessionStores.redis({ connection: 'main' }),
  },
})
