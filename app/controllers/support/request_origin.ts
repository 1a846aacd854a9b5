import type { HttpContext } from '@adonisjs/core/http'
import type { Client } from '#services/accounts/device_label'
import * as SecurityLog from '#services/accounts/security_log'
import type { Origin } from '#services/accounts/security_log'
import type { SecurityEventKind } from '#models/security_event'

/** The request's address and browser, as the account services take them. */
export function clientOf({ request }: HttpContext): Client {
  return { ip: request.ip(), userAgent: request.header('user-agent') }
}

/** Where the request came from, as the security log keeps it. */
export function originOf(ctx: HttpContext): Origin {
  return SecurityLog.originFrom(clientOf(ctx))
}

/** A security event about `user`, done by this request (its origin recorded). */
export function logSecurityEvent(
  ctx: HttpContext,
  kind: SecurityEventKind,
  user: { id: number; email: string }
) {
  return SecurityLog.record(kind, originOf(ctx), { userId: user.id, email: user.email })
}
