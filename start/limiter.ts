import limiter from '@adonisjs/limiter/services/main'

/** Guards e-mail sending endpoints (reset link, verification resend). */
export const throttle = limiter.define('mail', (ctx) => {
  return limiter
    .allowRequests(6)
    .every('1 minute')
    .usingKey(`mail_${ctx.request.ip()}`)
    .limitExceeded((error) => {
      error.setMessage('Trop de demandes. Veuillez patienter une minute.')
    })
})
