/*
| `npm run bench -- --fixed`: the fixed-URL mode, for diagnosis. Each page of
| docs/performance.md, one URL for one user over and over (which the kept
| pages answer), next to an empty route behind the same middleware in the
| same run. Against a running server (BENCH_URL).
|
|   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_WARMUP=3
|   BENCH_PAGES=/login,/emplois   (a subset: pages starting with these)
*/
import autocannon from 'autocannon'
import { Session } from './session.mjs'

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3333'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const PASSWORD = process.env.BENCH_PASSWORD ?? 'motdepasse'

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

export async function fixedBench() {
  const signIn = async (email) => (await new Session(BASE).signIn(email, PASSWORD)).cookie
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
}
