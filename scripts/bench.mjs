#!/usr/bin/env node
/*
| `npm run bench`: the realistic mix (docs/performance.md, "Throughput").
| A production build (`npm run build`) is copied and started here with
| BENCH_ROUTES=true on the database named below, many `demo:volume` pros
| sign in, then for each server: the mix, the empty route behind session +
| auth (/bench/empty) and /health/live (answered before the router), each
| at N connections, in the same run; then single requests (a contact with
| the long timeline of `demo:volume --timeline 2000`, a plain one, the
| dashboard, the empty route; then each kind of page of the mix, 30 random
| requests of it one at a time). Not part of `npm test`.
|
|   npm run bench -- --db sqlite --sqlite-path tmp/bench/volume100.sqlite3
|   npm run bench -- --db pg --pg-db esidoor_bench100 --owner-cache both
|   --connections 32 --seconds 15 --warmup 5 --rounds 2 --users 100
|   --writes 2 (per second) --inertia 0.8 (share of Inertia visits) --seed 1
|   --owner-cache on|off|both (both: two servers, OWNER_CACHE=true/false)
|   --profile (node --cpu-prof on the server; summary printed, file in tmp/bench-profiles)
|   --url http://127.0.0.1:3333 (a server already running; no profile)
|   --build DIR (another production build than build/, e.g. of a clean worktree)
|   --fixed: the fixed-URL mode, one URL for one user (scripts/bench/fixed.mjs)
|   --staff: e-sidoor's pages and the board, one request at a time (scripts/bench/staff.mjs)
*/
import { parseArgs } from 'node:util'
import { availableParallelism, loadavg } from 'node:os'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { copyBuild, startServer } from './bench/server.mjs'
import { signInPros } from './bench/users.mjs'
import { mixRequests, emptyRequests, requestsByKind } from './bench/mix.mjs'
import { alone, cannon, row, sequence } from './bench/run.mjs'
import { summarise } from './bench/profile.mjs'

const { values: flags } = parseArgs({
  options: {
    'fixed': { type: 'boolean', default: false },
    'staff': { type: 'boolean', default: false },
    'url': { type: 'string' },
    'build': { type: 'string' },
    'db': { type: 'string', default: process.env.DB_CONNECTION ?? 'sqlite' },
    'sqlite-path': { type: 'string', default: process.env.SQLITE_PATH ?? 'tmp/db.sqlite3' },
    'pg-db': { type: 'string', default: process.env.PG_DB_NAME ?? 'esidoor' },
    'connections': { type: 'string', default: '32' },
    'seconds': { type: 'string', default: '15' },
    'warmup': { type: 'string', default: '5' },
    'rounds': { type: 'string', default: '1' },
    'users': { type: 'string', default: '100' },
    'writes': { type: 'string', default: '2' },
    'inertia': { type: 'string', default: '0.8' },
    'seed': { type: 'string', default: '1' },
    'owner-cache': { type: 'string', default: 'on' },
    'profile': { type: 'boolean', default: false },
  },
})

if (flags.fixed) {
  const { fixedBench } = await import('./bench/fixed.mjs')
  await fixedBench()
  process.exit(0)
}

const options = {
  db: flags.db,
  sqlitePath: flags['sqlite-path'],
  pgDb: flags['pg-db'],
  connections: Number(flags.connections),
  seconds: Number(flags.seconds),
  profile: flags.profile && !flags.url,
}
const PASSWORD = process.env.BENCH_PASSWORD ?? 'motdepasse'

if (flags.staff) {
  const { staffBench } = await import('./bench/staff.mjs')
  await staffBench(options, flags.build, PASSWORD)
  process.exit(0)
}
const PROFILES = resolve(import.meta.dirname, '../tmp/bench-profiles')

const variants = { on: [['cache on', 'true']], off: [['cache off', 'false']] }
variants.both = [...variants.on, ...variants.off]
if (!variants[flags['owner-cache']]) throw new Error('--owner-cache: on, off ou both')

const started = new Date()
const loadBefore = loadavg()[0]
const build = flags.url ? null : copyBuild(flags.build)
const servers = []
const stopAll = async () => {
  for (const server of servers) await server.stop()
  build?.remove()
}
process.once('SIGINT', () => stopAll().then(() => process.exit(130)))

try {
  if (flags.url) servers.push({ url: flags.url, name: 'server', stop: async () => {} })
  else
    for (const [name, cache] of variants[flags['owner-cache']])
      servers.push(await startServer(build.dir, options, { OWNER_CACHE: cache }, name))

  const users = await signInPros(servers[0].url, Number(flags.users), PASSWORD)
  const setup = {
    users,
    inertiaShare: Number(flags.inertia),
    writesPerSecond: Number(flags.writes),
  }
  const seed = Number(flags.seed)
  const health = [{ setupRequest: (request) => ({ ...request, path: '/health/live' }) }]

  const rows = []
  const sent = {}
  for (let round = 1; round <= Number(flags.rounds); round++) {
    for (const server of servers) {
      const stats = (sent[server.name] ??= { writes: 0, kinds: {} })
      if (round === 1 && Number(flags.warmup) > 0) {
        const warm = { writes: 0, kinds: {} }
        await cannon(
          server,
          mixRequests({ ...setup, seed: seed + 1000, stats: warm }),
          options,
          Number(flags.warmup)
        )
        await cannon(server, emptyRequests({ users, seed }), options, Number(flags.warmup))
      }
      const mix = await cannon(
        server,
        mixRequests({ ...setup, seed: seed + round, stats }),
        options
      )
      const empty = await cannon(server, emptyRequests({ users, seed: seed + round }), options)
      const live = await cannon(server, health, options)
      const tag = Number(flags.rounds) > 1 ? `${server.name} #${round}` : server.name
      rows.push(
        row(tag, 'mix', mix, empty),
        row(tag, '/bench/empty', empty),
        row(tag, '/health/live', live)
      )
      const versus = row(tag, 'empty vs live', empty, live)
      for (const key of ['req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', '3xx', '4xx/5xx', 'timeouts'])
        versus[key] = ''
      rows.push(versus)
    }
  }

  /* One request at a time, as volume-pro-1 (the owner of the long timeline). */
  const one = users[0]
  const headers = { 'cookie': one.cookie, 'accept-encoding': 'br, gzip' }
  const found = await fetch(`${servers[0].url}/app/contacts?search=chronologie`, {
    headers: { ...headers, 'x-inertia': 'true', 'x-inertia-version': one.version },
  }).then((r) => r.json())
  const timeline = found.props?.contacts?.data?.[0]?.id
  const single = []
  for (const server of servers) {
    const at = (path) => alone(server, path, headers)
    const entry = { server: server.name }
    if (timeline) entry['contact, 2,000 events'] = await at(`/app/contacts/${timeline}`)
    entry['plain contact'] = await at(`/app/contacts/${one.contacts.find((id) => id !== timeline)}`)
    entry['/dashboard'] = await at('/dashboard')
    entry['/app/contacts'] = await at('/app/contacts')
    entry['/bench/empty'] = await at('/bench/empty')
    entry['/health/live'] = await alone(server, '/health/live')
    single.push(entry)
  }

  /* Each kind of the mix alone: 30 random requests of it, one at a time (Inertia visits). */
  const kinds = {}
  for (const server of servers)
    for (const [kind, requests] of requestsByKind({ users, seed, count: 30 }))
      (kinds[kind] ??= {})[server.name] = await sequence(server, requests)

  const ended = new Date()
  console.log(
    `\n${flags.url ?? `production build, ${options.db === 'pg' ? `PostgreSQL ${options.pgDb}` : `SQLite ${options.sqlitePath}`}`}; ` +
      `${users.length} pros signed in, ${options.connections} connections, ${options.seconds} s per measure ` +
      `(after ${flags.warmup} s of warm-up), ${flags.writes} writes/s, ${Math.round(100 * setup.inertiaShare)} % Inertia visits, seed ${seed}; ` +
      `${started.toISOString().slice(0, 16)}–${ended.toISOString().slice(11, 16)} UTC, ` +
      `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} (${availableParallelism()} cores)`
  )
  console.table(rows)
  console.log('Requests sent by the mix (all rounds):')
  for (const [name, { writes, kinds }] of Object.entries(sent))
    console.log(
      `  ${name}: ${Object.entries(kinds)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}, writes ${writes}`
    )
  console.log('\nOne request at a time (median of 21, ms; server CPU per request):')
  console.table(single)
  console.log('\nEach kind of the mix, 30 random requests one at a time (Inertia visits; median ms, server CPU per request):')
  console.table(kinds)
  if (!timeline) console.log('(no contact "Chronologie": load with `demo:volume --timeline 2000`)')
} finally {
  await stopAll()
}

if (options.profile) {
  const files = readdirSync(PROFILES)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(PROFILES, name))
    /* This run's files (worker threads write small ones too): the main thread's is the largest. */
    .filter((file) => statSync(file).mtimeMs >= started.getTime())
    .sort((a, b) => statSync(b).size - statSync(a).size)
  if (files[0]) {
    const { busyMs, functions, packages } = summarise(files[0])
    console.log(`\nCPU profile ${files[0]} (${busyMs} ms busy, whole run, sign-in included):`)
    console.table(packages.slice(0, 15))
    console.table(functions)
  }
}
