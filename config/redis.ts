import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: env.get('REDIS_HOST', '127.0.0.1'),
      port: env.get('REDIS_PORT', 6379),
      password: env.get('REDIS_PASSWORD', ''),
      db: 0,
      keyPrefix: '',
      lazyConnect: true,
      /*
      | Reconnect for as long as Redis is away (every 0.5 s at most): giving
      | up left an instance without sessions or limiter after a Redis restart
      | of a few seconds, until the instance itself restarted (npm run
      | check:scale). A command waiting for the connection fails after 6
      | tries (1 to 3 s), so a request never hangs for the whole outage.
      */
      retryStrategy(times) {
        return Math.min(times * 50, 500)
      },
      maxRetriesPerRequest: 6,
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
