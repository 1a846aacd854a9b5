/*
| Readiness checks for load balancers and monitors (GET /health/ready): the
| database, and Redis when sessions or the limiter use it.
*/
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { DbCheck } from '@adonisjs/lucid/database'
import { RedisCheck } from '@adonisjs/redis'
import { HealthChecks } from '@adonisjs/core/health'

const usesRedis = env.get('SESSION_DRIVER') === 'redis' || env.get('LIMITER_STORE') === 'redis'

/**
 * Redis connects lazily (config/redis.ts): without this, a fresh instance
 * polled only here would report Redis down until a request used it, and a
 * load balancer would never send it that request.
 */
class RedisReadiness extends RedisCheck {
  async run() {
    const connection = redis.connection()
    if (connection.status === 'wait') await connection.ioConnection.connect().catch(() => {})
    return super.run()
  }
}

export const readinessChecks = new HealthChecks().register([
  new DbCheck(db.connection()),
  ...(usesRedis ? [new RedisReadiness(redis.connection())] : []),
])
