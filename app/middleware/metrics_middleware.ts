import { createHash, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { metricsAccess } from '#config/metrics'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (digests: equal lengths). */
function hasToken(header: string | undefined, token: string | undefined) {
  if (!token || !header?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token))
}

/**
 * GET /metrics (Prometheus), answered here, before the router, so a scrape
 * opens no session and sets no cookie: to the bearer of METRICS_TOKEN or a
 * client address in METRICS_ALLOW (config/metrics.ts). Anyone else goes on
 * to the router and gets its ordinary 404, as for any unknown address.
 */
export default class MetricsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response, logger } = ctx
    if (request.url() !== '/metrics') return next()
    const method = request.method()
    if (method !== 'GET' && method !== 'HEAD') return next()
    const allowed =
      hasToken(request.header('authorization'), metricsAccess.token) ||
      (metricsAccess.allow?.(request.ip()) ?? false)
    if (!allowed) return next()

    const { scrape, contentType } = await import('#services/operations/metrics')
    response.header('Cache-Control', 'no-store')
    try {
      const text = await scrape()
      return response.status(200).header('Content-Type', contentType).send(text)
    } catch (error) {
      logger.error({ err: error }, 'metrics scrape failed')
      return response.status(503).type('text/plain; charset=utf-8').send('metrics unavailable\n')
    }
  }
}
