/*
| A signed-in browser session for `npm run bench`: its cookies (session,
| XSRF-TOKEN), the login form with its CSRF token, two-factor for the esi
| accounts, and the Inertia page object of an HTML answer.
*/
import { createGuardrails, generateSync } from 'otplib'

/* The demo esi account's two-factor secret (database/seeders/main_seeder.ts), 10 bytes. */
const TOTP_SECRET = process.env.BENCH_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXP'

export class Session {
  #jar = new Map()

  constructor(base) {
    this.base = base
  }

  keep(response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      const value = pair.slice(index + 1)
      if (value === '') this.#jar.delete(pair.slice(0, index))
      else this.#jar.set(pair.slice(0, index), value)
    }
    return response
  }

  get cookie() {
    return [...this.#jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** The header value shield expects: the XSRF-TOKEN cookie, URL-decoded. */
  get xsrf() {
    return decodeURIComponent(this.#jar.get('XSRF-TOKEN') ?? '')
  }

  async get(path, headers = {}) {
    return this.keep(
      await fetch(`${this.base}${path}`, {
        redirect: 'manual',
        headers: { cookie: this.cookie, ...headers },
      })
    )
  }

  async send(method, path, body, headers = {}) {
    return this.keep(
      await fetch(`${this.base}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          'cookie': this.cookie,
          'content-type': 'application/json',
          'accept': 'application/json',
          'x-xsrf-token': this.xsrf,
          ...headers,
        },
        body: JSON.stringify(body),
      })
    )
  }

  /** The login form, then the two-factor step when the account has one. */
  async signIn(email, password) {
    await this.get('/login')
    const response = await this.send('POST', '/login', { email, password })
    if (response.status >= 400) throw new Error(`${email}: connexion refusée (${response.status})`)
    if (response.headers.get('location') !== '/two-factor-challenge') return this
    /* This step's code, or the next one's if it was spent. */
    const step = Math.floor(Date.now() / 30_000)
    const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 })
    for (const at of [step, step + 1]) {
      const code = generateSync({ secret: TOTP_SECRET, epoch: at * 30, guardrails })
      const answer = await this.send('POST', '/two-factor-challenge', { code })
      if (answer.headers.get('location') === '/dashboard') return this
    }
    throw new Error(`${email}: code de double authentification refusé`)
  }

  /** A page's Inertia page object, read from its HTML. */
  async page(path) {
    const response = await this.get(path)
    const html = await response.text()
    const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
    if (response.status !== 200 || !match)
      throw new Error(`${path}: pas de page (${response.status})`)
    return JSON.parse(match[1])
  }
}
