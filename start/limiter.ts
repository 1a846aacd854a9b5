import limiter from '@adonisjs/limiter/services/main'
import { MAIL_LIMITS } from '#services/platform/mail_limits'

/**
 * Guards e-mail sending endpoints (reset link, verification resend) against
 * bursts, valid forms or not. The limits on what is actually sent (per
 * address, per IP, per user) are counted by the services, all in
 * app/services/platform/mail_limits.ts.
 */
export const throttle = limiter.define('mail', (ctx) => {
  const { requests, duration } = MAIL_LIMITS.formBurstPerIp
  return limiter
    .allowRequests(requests)
    .every(duration)
    .usingKey(`formBurstPerIp_${ctx.request.ip()}`)
    .limitExceeded((error) => {
      error.setMessage('Trop de demandes. Veuillez patienter une minute.')
    })
})
