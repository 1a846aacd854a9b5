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

export const readinessChecks = new HealthChecks().register([
  new DbCheck(db.connection()),
  ...(usesRedis ? [new RedisCheck(redis.connection())] : []),
])
