/*
| The realistic mix of `npm run bench`: many signed-in pros, each request
| one of them (at random) on a page drawn by weight, with random list pages
| 1–40, searches from a word list, record pages of their own, the
| dashboard, /recherche; and a few writes per second (a contact created or
| the pro's own contact updated, CSRF header included). Most page requests
| are Inertia visits (JSON, as the React client navigates), the rest full
| HTML loads. Seeded, so a run's sequence is the same on every server.
*/
import { WORDS } from './words.mjs'

/** mulberry32: a small seeded generator (a run repeats exactly). */
export function seeded(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = (rng, list) => list[Math.floor(rng() * list.length)]
const page = (rng) => 1 + Math.floor(rng() * 40)
const word = (rng) => encodeURIComponent(pick(rng, WORDS))

/** [weight, path of a user] — the read part of the mix. */
export const PAGES = [
  [18, 'contacts list', (u, r) => `/app/contacts?page=${page(r)}`],
  [8, 'contacts search', (u, r) => `/app/contacts?search=${word(r)}`],
  [6, 'sociétés list', (u, r) => `/app/company?page=${page(r)}`],
  [3, 'sociétés search', (u, r) => `/app/company?search=${word(r)}`],
  [6, 'offres list', (u, r) => `/app/offres?page=${page(r)}`],
  [3, 'offres search', (u, r) => `/app/offres?search=${word(r)}`],
  [16, 'contact page', (u, r) => `/app/contacts/${pick(r, u.contacts)}`],
  [6, 'société page', (u, r) => `/app/company/${pick(r, u.societes)}`],
  [6, 'offre page', (u, r) => pick(r, u.offres)],
  [8, 'dashboard', () => '/dashboard'],
  [6, '/recherche', (u, r) => `/recherche?q=${word(r)}`],
]
const TOTAL = PAGES.reduce((sum, [weight]) => sum + weight, 0)

function headersOf(user, inertia) {
  const headers = { 'accept-encoding': 'br, gzip', 'cookie': user.cookie }
  if (inertia) {
    headers['x-inertia'] = 'true'
    headers['x-inertia-version'] = user.version
    headers['x-requested-with'] = 'XMLHttpRequest'
    headers['accept'] = 'text/html, application/xhtml+xml'
  } else headers['accept'] = 'text/html'
  return headers
}

/** A contact created (1 in 4) or the pro's own contact updated, as the Inertia form sends it. */
function write(user, rng, count) {
  const headers = {
    ...headersOf(user, true),
    'content-type': 'application/json',
    'x-xsrf-token': user.xsrf,
  }
  if (count % 4 === 0) {
    const body = { nom: 'Banc d’essai', prenom: `Écrit ${count}`, statut: 'prospect' }
    return { method: 'POST', path: '/app/contacts', headers, body: JSON.stringify(body) }
  }
  const body = { nom: 'Banc d’essai', prenom: `Pro ${user.n}`, fonction: `Mise à jour ${count}` }
  return { method: 'PUT', path: `/app/contacts/${user.own}`, headers, body: JSON.stringify(body) }
}

/**
 * autocannon's `requests` for the mix. `stats` counts what was sent (the
 * kinds and the writes), for the report.
 */
export function mixRequests({ users, seed, inertiaShare, writesPerSecond, stats }) {
  const rng = seeded(seed)
  const gap = writesPerSecond > 0 ? 1000 / writesPerSecond : Infinity
  let nextWrite = performance.now() + gap
  return [
    {
      setupRequest(request) {
        const user = pick(rng, users)
        const now = performance.now()
        if (now >= nextWrite) {
          /* No burst after a pause: the next write is one gap from now at the latest. */
          nextWrite = Math.max(nextWrite + gap, now - gap)
          stats.writes++
          return { ...request, ...write(user, rng, stats.writes) }
        }
        let at = rng() * TOTAL
        const [, kind, path] = PAGES.find(([weight]) => (at -= weight) < 0) ?? PAGES[0]
        stats.kinds[kind] = (stats.kinds[kind] ?? 0) + 1
        const inertia = rng() < inertiaShare
        return {
          ...request,
          method: 'GET',
          path: path(user, rng),
          headers: headersOf(user, inertia),
          body: undefined,
        }
      },
    },
  ]
}

/**
| For the per-kind table: `count` requests of each kind of the mix, as
| random users (seeded), Inertia visits: [kind, [{ path, headers }]].
*/
export function requestsByKind({ users, seed, count }) {
  const rng = seeded(seed)
  return PAGES.map(([, kind, path]) => [
    kind,
    Array.from({ length: count }, () => {
      const user = pick(rng, users)
      return { path: path(user, rng), headers: headersOf(user, true) }
    }),
  ])
}

/** The empty route behind session + auth, each request as one of the users. */
export function emptyRequests({ users, seed }) {
  const rng = seeded(seed)
  return [
    {
      setupRequest(request) {
        const user = pick(rng, users)
        return { ...request, method: 'GET', path: '/bench/empty', headers: headersOf(user, false) }
      },
    },
  ]
}
