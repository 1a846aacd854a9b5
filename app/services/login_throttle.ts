import limiter from '@adonisjs/limiter/services/main'

/** 5 failed logins per e-mail + IP per minute, then a wait. */
export default class LoginThrottle {
  static for(email: string, ip: string) {
    const key = `login_${email}_${ip}`
    const throttle = limiter.use({ requests: 5, duration: '1 min', blockDuration: '1 min' })
    return {
      /** Seconds to wait, or 0 when a try is allowed. */
      async blockedFor() {
        const remaining = await throttle.remaining(key)
        if (remaining > 0) return 0
        return Math.max(1, await throttle.availableIn(key))
      },
      async recordFailure() {
        await throttle.increment(key)
      },
      async clear() {
        await throttle.delete(key)
      },
    }
  }
}
