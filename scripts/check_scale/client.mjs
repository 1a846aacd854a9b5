/*
| A person's browser for `npm run check:scale`: its own cookies, its own
| loopback address (127.0.0.x, so each one is a different IP for the
| limiter), keep-alive connections, gzip like a browser, and the Inertia
| headers the React client sends. Nothing is followed: the caller reads
| each answer as it came, with the instance that served it (X-Upstream).
*/
import { Agent, request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** The page object of a full HTML answer (Inertia 3: a JSON script element). */
export function pageObject(html) {
  const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  if (!match) return null
  try {
    return JSON.parse(match[1])
  } catch {
    return null
  }
}

function decode(headers, bytes) {
  if (headers['content-encoding'] === 'gzip') return gunzipSync(bytes).toString('utf8')
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(bytes).toString('utf8')
  return bytes.toString('utf8')
}

export class Browser {
  #cookies = new Map()

  constructor(base, localAddress = '127.0.0.1') {
    this.base = base
    this.localAddress = localAddress
    this.agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress })
    this.version = null
  }

  cookie(name) {
    return this.#cookies.get(name)
  }

  /** The session cookie's value: what "the same session" means across answers. */
  get session() {
    return this.#cookies.get('esidoor-session')
  }

  #store(headers) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair, ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1)
      const expired = (a) => {
        const [key, date] = a.split('=')
        return /^\s*expires\s*$/i.test(key) && Date.parse(date) < Date.now()
      }
      const gone =
        value === '' || attributes.some((a) => /^\s*max-age=(0|-\d+)\s*$/i.test(a) || expired(a))
      if (gone) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  /**
   * One request; resolves (never rejects) with the status, headers, decoded
   * body, duration, the instance(s) nginx tried, or the connection error.
   */
  send(method, path, { headers = {}, body, base = this.base, timeoutMs = 20_000 } = {}) {
    const url = new URL(path, base)
    const started = Date.now()
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const all = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}), ...headers }
    if (body !== undefined) all['content-length'] = Buffer.byteLength(body)
    return new Promise((resolve) => {
      const outgoing = request(
        url,
        {
          method,
          headers: all,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: timeoutMs,
        },
        (incoming) => {
          const chunks = []
          incoming.on('data', (chunk) => chunks.push(chunk))
          incoming.on('error', (error) => finish({ error: error.code ?? 'ERESPONSE' }))
          incoming.on('end', () => {
            this.#store(incoming.headers)
            let text = ''
            try {
              text = decode(incoming.headers, Buffer.concat(chunks))
            } catch {
              text = ''
            }
            finish({
              status: incoming.statusCode,
              headers: incoming.headers,
              body: text,
              location: incoming.headers['location'] ?? incoming.headers['x-inertia-location'],
              upstream: incoming.headers['x-upstream'],
              upstreamStatus: incoming.headers['x-upstream-status'],
            })
          })
        }
      )
      let done = false
      const finish = (result) => {
        if (done) return
        done = true
        resolve({ started, ms: Date.now() - started, ...result })
      }
      outgoing.on('timeout', () => {
        finish({ error: 'TIMEOUT' })
        outgoing.destroy()
      })
      outgoing.on('error', (error) => finish({ error: error.code ?? 'ERROR' }))
      outgoing.end(body)
    })
  }

  /** A full page load (HTML), as on a first visit; keeps the assets version. */
  async load(path, options = {}) {
    const answer = await this.send('GET', path, { ...options, headers: { accept: 'text/html' } })
    const page = answer.status === 200 ? pageObject(answer.body) : null
    if (page?.version) this.version = page.version
    return answer
  }

  /** An Inertia visit (what a click does once the app is loaded). */
  visit(path, options = {}) {
    return this.send('GET', path, { ...options, headers: this.#inertiaHeaders() })
  }

  /** An Inertia form submit (JSON body, the XSRF token in its header). */
  submit(method, path, data, options = {}) {
    return this.send(method, path, {
      ...options,
      headers: {
        ...this.#inertiaHeaders(),
        'content-type': 'application/json',
        'x-xsrf-token': this.xsrf,
      },
      body: JSON.stringify(data),
    })
  }

  /** A form post that asks for JSON (the sign-in tries of the limiter check). */
  postJson(path, data, options = {}) {
    return this.send('POST', path, {
      ...options,
      headers: {
        'accept': 'application/json',
        'content-type': 'application/json',
        'x-xsrf-token': this.xsrf,
      },
      body: JSON.stringify(data),
    })
  }

  get xsrf() {
    return decodeURIComponent(this.#cookies.get('XSRF-TOKEN') ?? '')
  }

  #inertiaHeaders() {
    return {
      'accept': 'text/html, application/xhtml+xml',
      'x-inertia': 'true',
      'x-requested-with': 'XMLHttpRequest',
      ...(this.version ? { 'x-inertia-version': this.version } : {}),
    }
  }

  /** The login page, then its form: resolves with the sign-in's answer. */
  async signIn(email, password) {
    const page = await this.load('/login')
    if (page.status !== 200) return page
    return this.submit('POST', '/login', { email, password })
  }

  close() {
    this.agent.destroy()
  }
}

/** Where an answer sends the browser to sign in: its session is gone. */
export function isSignedOut(answer) {
  if (answer.status === 401) return true
  const location = answer.location ?? ''
  return [302, 303, 409].includes(answer.status) && /\/login(\?|$)/.test(location)
}
