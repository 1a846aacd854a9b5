#!/usr/bin/env node
/*
| `npm run bench`: throughput of the pages of docs/performance.md against a
| running server (a production build started with BENCH_ROUTES=true, on the
| data of `demo:volume`). Each page is measured next to an empty route behind
| the same middleware, in the same run, so the ratio survives the noise of a
| shared machine. Not part of `npm test`.
|
|   BENCH_URL=http://127.0.0.1:3333 BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench
|   BENCH_WARMUP=3: seconds of load on each page and its empty route before
|   they are measured (a fresh process runs unoptimised code for a while;
|   0 measures it cold)
|   BENCH_PAGES=/login,/emplois npm run bench   (a subset: pages starting with these)
*/
import autocannon from 'autocannon'
import { createGuardrails, generateSync } from 'otplib'

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3333'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const PASSWORD = process.env.BENCH_PASSWORD ?? 'motdepasse'
/* The demo esi account's two-factor secret (database/seeders/main_seeder.ts), 10 bytes. */
const TOTP_SECRET = process.env.BENCH_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXP'

/** Cookies of a signed-in session (the login form, its CSRF token included). */
async function signIn(email) {
  const jar = new Map()
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      jar.set(name, value.join('='))
    }
  }
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  keep(await fetch(`${BASE}/login`, { redirect: 'manual' }))
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  const post = (path, body) =>
    fetch(`${BASE}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'cookie': header(),
        'content-type': 'application/json',
        'accept': 'application/json',
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify(body),
    })
  const response = await post('/login', { email, password: PASSWORD })
  keep(response)
  if (response.status >= 400) throw new Error(`${email}: connexion refusée (${response.status})`)
  /* Two-factor sign-in (staff, esi admins): this step's code, or the next one's if it was spent. */
  if (response.headers.get('location') === '/two-factor-challenge') {
    const step = Math.floor(Date.now() / 30_000)
    const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 })
    const codes = [step, step + 1].map((at) =>
      generateSync({ secret: TOTP_SECRET, epoch: at * 30, guardrails })
    )
    for (const code of codes) {
      const answer = await post('/two-factor-challenge', { code })
      keep(answer)
      if (answer.headers.get('location') === '/dashboard') return header()
    }
    throw new Error(`${email}: code de double authentification refusé`)
  }
  return header()
}

/** Median time of one request at a time (no concurrency), in ms. */
async function alone(path, cookie) {
  const times = []
  for (let i = 0; i < 15; i++) {
    const started = performance.now()
    const response = await fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} })
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  return Math.round(times.sort((a, b) => a - b)[7] * 10) / 10
}

function run(path, cookie, duration = SECONDS) {
  const headers = { 'accept-encoding': 'br, gzip' }
  if (cookie) headers.cookie = cookie
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${BASE}${path}`, connections: CONNECTIONS, duration, headers },
      (error, result) => (error ? reject(error) : resolve(result))
    )
  })
}

const pro = await signIn(process.env.BENCH_PRO ?? 'volume-pro-1@example.fr')
const esi = await signIn(process.env.BENCH_ESI ?? 'esi@example.fr')

/* A public offer's page, from the sitemap (the job board is compared with /login). */
const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text()
const offerPage = new URL(
  /<loc>([^<]*\/emplois\/OFF-[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? `${BASE}/emplois`
).pathname

const ALL_PAIRS = [
  ['/login', null, '/bench/guest', null],
  ['/emplois', null, '/login', null],
  ['/emplois?q=technicien', null, '/login', null],
  [offerPage, null, '/login', null],
  ['/app/contacts', pro, '/bench/empty', pro],
  ['/app/contacts?search=dupre', pro, '/bench/empty', pro],
  ['/recherche?q=martin', pro, '/bench/empty', pro],
  ['/dashboard-pro/contacts?search=lefevre', esi, '/bench/empty', esi],
]
/* BENCH_PAGES=/emplois,/login: only the pages starting with one of these. */
const only = process.env.BENCH_PAGES?.split(',')
const PAIRS = only
  ? ALL_PAIRS.filter(([page]) => only.some((prefix) => page.startsWith(prefix)))
  : ALL_PAIRS

const rows = []
for (const [page, pageCookie, empty, emptyCookie] of PAIRS) {
  if (WARMUP > 0) {
    await run(page, pageCookie, WARMUP)
    await run(empty, emptyCookie, WARMUP)
  }
  const single = await alone(page, pageCookie)
  const measured = await run(page, pageCookie)
  const baseline = await run(empty, emptyCookie)
  if (measured.non2xx > 0) console.warn(`${page}: ${measured.non2xx} réponses non 2xx`)
  rows.push({
    page,
    'alone ms': single,
    'req/s': Math.round(measured.requests.average),
    'p50 ms': measured.latency.p50,
    'p99 ms': measured.latency.p99,
    'empty req/s': Math.round(baseline.requests.average),
    'ratio %': Math.round((100 * measured.requests.average) / baseline.requests.average),
  })
}
console.log(`${BASE}, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP} s of warm-up`)
console.table(rows)
