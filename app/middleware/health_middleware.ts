import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * GET /health/live (the process answers; no I/O) and GET /health/ready (the
 * database, and Redis when used, answer): 200 or 503 with a bare status.
 * Answered here, before the router, so polling opens no session and sets no
 * cookie; the reason of a failure goes to the log, never to the caller.
 */
export default class HealthMiddleware {
  async handle({ request, response, logger }: HttpContext, next: NextFn) {
    const method = request.method()
    if (method !== 'GET' && method !== 'HEAD') return next()

    const path = request.url()
    if (path === '/health/live') return response.status(200).json({ status: 'ok' })
    if (path !== '/health/ready') return next()

    const { readinessChecks } = await import('#start/health')
    const report = await readinessChecks.run()
    if (report.isHealthy) return response.status(200).json({ status: 'ok' })
    logger.error({ checks: report.checks }, 'readiness check failed')
    return response.status(503).json({ status: 'error' })
  }
}
