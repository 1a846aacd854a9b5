/*
| The figures and the verdicts of `npm run check:scale`: requests, errors
| by kind for the whole run and for each disruption, recovery times, what
| the health routes said, and each check passed or failed.
*/

const s = (ms) => `${(ms / 1000).toFixed(1)} s`
const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function percentile(values, p) {
  if (!values.length) return 0
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function errorKinds(events) {
  const kinds = new Map()
  for (const { kind } of events) if (kind !== 'ok') kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  return kinds
}

const describeKinds = (kinds) =>
  kinds.size ? [...kinds].map(([kind, n]) => `${kind} ×${n}`).join(', ') : 'none'

/** The disruption a request overlapped (in flight at some moment of its window), or the calm time between. */
function windowOf(event, windows) {
  return windows.find(({ start, end }) => event.end >= start && event.t < end)?.name ?? 'calm'
}

/** Each instance's time not ready: [{ from, to, state }] from the watcher's changes. */
export function notReady(changes, endT) {
  const spans = []
  changes.forEach((change, index) => {
    if (change.state === 'ready') return
    spans.push({ from: change.t, to: changes[index + 1]?.t ?? endT, state: change.state })
  })
  return spans
}

/**
 * What /health/ready said during a window: when both instances were seen
 * ready again, or that no poll saw it fail, or that one never came back.
 */
function healthDuring(health, instances, window) {
  let latest = null
  for (const { name } of instances) {
    const changes = health[name] ?? []
    const last = changes.filter(({ t }) => t < window.end).at(-1)
    if (!last || last.state !== 'ready')
      return `/health/ready not 200 again on ${name} by the window's end`
    if (last.t >= window.start) latest = Math.max(latest ?? 0, last.t)
  }
  return latest === null
    ? '/health/ready: no poll (every 150 ms) caught a failure'
    : `/health/ready 200 on both again ${s(latest - window.start)} after it began`
}

export function report(run) {
  const { seconds, people, events, writes, stored, windows, health, instances, endT } = run
  const lines = []
  const verdicts = []
  const check = (ok, what) => verdicts.push({ ok, what })
  const ok = events.filter(({ kind }) => kind === 'ok')
  const writeEvents = events.filter(({ op }) => op === 'create contact')

  lines.push(
    `load: ${count(people, 'person', 'people')}, ${s(seconds * 1000)}, ${events.length} requests ` +
      `(${events.length - writeEvents.length} reads, ${writeEvents.length} writes), ` +
      `${(events.length / seconds).toFixed(1)} req/s; answered ok: ${ok.length}; ` +
      `time p50 ${percentile(
        ok.map((e) => e.ms),
        50
      )} ms, p95 ${percentile(
        ok.map((e) => e.ms),
        95
      )} ms, ` +
      `p99 ${percentile(
        ok.map((e) => e.ms),
        99
      )} ms`
  )
  lines.push(`errors, whole run: ${describeKinds(errorKinds(events))}`)

  const byWindow = new Map()
  for (const event of events) {
    const name = windowOf(event, windows)
    byWindow.set(name, [...(byWindow.get(name) ?? []), event])
  }
  for (const window of windows) {
    const inside = byWindow.get(window.name) ?? []
    const errors = inside.filter(({ kind }) => kind !== 'ok')
    const lastEnd = Math.max(...errors.map((e) => e.end))
    const span = errors.length
      ? `clients saw errors from ${s(errors[0].t)} to ${s(lastEnd)}, the last ${s(lastEnd - window.start)} after it began`
      : 'no client saw an error'
    lines.push(
      `${window.name} at ${s(window.start)} (${window.detail}): ${inside.length} requests, ` +
        `errors: ${describeKinds(errorKinds(inside))}; ${span}; ${healthDuring(health, instances, window)}`
    )
  }
  const calm = byWindow.get('calm') ?? []
  lines.push(`calm time: ${calm.length} requests, errors: ${describeKinds(errorKinds(calm))}`)
  for (const { t, op, kind, upstream } of calm.filter((e) => e.kind !== 'ok').slice(0, 5)) {
    lines.push(`  at ${s(t)}: ${op}, ${kind} (${upstream ?? 'no instance'})`)
  }

  for (const instance of instances) {
    const spans = notReady(health[instance.name] ?? [], endT)
    const text = spans.map(({ from, to, state }) => `${state} ${s(from)}–${s(to)}`).join(', ')
    lines.push(`/health/ready of ${instance.name}: ${text || 'ready throughout'}`)
  }

  /* The instance switch: what the proxy did while A's port was closed, and when A got traffic again. */
  const [a, b] = instances
  const change = windows.find(({ name }) => name === 'instance switch')
  if (change) {
    const away = events.filter(({ t }) => t >= change.start && t < change.readyAt)
    const tried = away.filter(({ upstream }) => String(upstream ?? '').startsWith(`${a.address},`))
    const passedOn = tried.filter(({ kind }) => kind === 'ok')
    const back = events.find(
      ({ t, upstream, kind }) =>
        t >= change.readyAt && kind === 'ok' && String(upstream ?? '').trim() === a.address
    )
    const told = notReady(health[a.name] ?? [], endT).filter(
      ({ from }) => from >= change.start && from < change.end
    )
    lines.push(
      `from ${a.name}'s stop to its restart (${s(change.start)}–${s(change.readyAt)}): ${away.length} requests; ` +
        `nginx found ${a.name} closed on ${tried.length} of them (then skipped it for fail_timeout=5 s), ` +
        `and passed ${passedOn.length} of these on to ${b.name}; ${a.name} answered again ` +
        (back ? `${s(back.t - change.readyAt)} after it was ready` : 'never')
    )
    check(
      told.some(({ state }) => state === 'refused'),
      `/health/ready showed ${a.name} to be skipped (refused) while it was stopped`
    )
    check(
      tried.length === passedOn.length,
      `nginx passed every request it tried on stopped ${a.name} on to ${b.name}`
    )
    check(back !== undefined, `nginx sent requests to ${a.name} again after its restart`)
    /*
     * A read that meets A as it closes is passed on to B by nginx. A write
     * caught in that instant (its connection reset by A's close) is answered
     * 502 and never sent again, so never made twice: it is counted above,
     * and the writes' check below proves it is stored at most once.
     */
    const switchReads = (byWindow.get('instance switch') ?? []).filter(
      ({ op }) => op !== 'create contact'
    )
    check(
      switchReads.every(({ kind }) => kind === 'ok'),
      `no read failed on the instance switch (${switchReads.length} reads)`
    )
  }

  const lost = (name) =>
    (byWindow.get(name) ?? []).filter(({ kind }) => kind === 'signed out').length
  lines.push(
    `sessions lost: instance switch ${lost('instance switch')}, PostgreSQL restart ` +
      `${lost('PostgreSQL restart')}, Redis restart ${lost('Redis restart')}, calm ${lost('calm')}`
  )
  check(lost('instance switch') === 0, 'no session lost on the instance switch')
  check(
    calm.every(({ kind }) => kind === 'ok'),
    'no error between the disruptions'
  )

  /* Writes: each acknowledged one stored exactly once; none stored twice. */
  const acknowledged = writes.filter((w) => w.acknowledged)
  const missing = acknowledged.filter(
    (w) => stored.get(w.marker)?.n !== 1 || !stored.get(w.marker).ids.includes(w.id)
  )
  const unacknowledged = writes.filter((w) => !w.acknowledged)
  const landed = unacknowledged.filter((w) => stored.has(w.marker)).length
  const twice = [...stored].filter(([, { n }]) => n > 1)
  lines.push(
    `writes: ${writes.length} sent, ${acknowledged.length} acknowledged, ${acknowledged.length - missing.length} ` +
      `of them stored exactly once; ${unacknowledged.length} not acknowledged (${landed} stored anyway, ` +
      `${unacknowledged.length - landed} not); names stored twice: ${twice.length}`
  )
  if (missing.length)
    lines.push(
      `  not stored exactly once: ${missing
        .slice(0, 5)
        .map((w) => w.marker)
        .join(', ')}`
    )
  check(
    missing.length === 0 && twice.length === 0,
    'every acknowledged write is in the database exactly once'
  )

  for (const [what, result] of run.checks) check(result.ok, what)
  for (const line of run.notes) lines.push(line)

  const passed = verdicts.filter((v) => v.ok).length
  for (const { ok: good, what } of verdicts) lines.push(`${good ? 'ok    ' : 'FAILED'} ${what}`)
  return { lines, passed, failed: verdicts.length - passed }
}
