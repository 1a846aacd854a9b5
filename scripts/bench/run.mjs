/*
| The timed parts of the mix: autocannon runs, one request at a time
| (median), and their rows for the report.
*/
import autocannon from 'autocannon'

/** One autocannon run; `cpuPerRequest`: the server's CPU ms per answer, when it can be read. */
export async function cannon(server, requests, options, duration = options.seconds) {
  const before = server.cpuMs?.() ?? null
  const result = await new Promise((resolve, reject) => {
    autocannon(
      { url: server.url, connections: options.connections, duration, requests },
      (error, outcome) => (error ? reject(error) : resolve(outcome))
    )
  })
  const after = server.cpuMs?.() ?? null
  result.cpuPerRequest =
    before === null || after === null || result.requests.total === 0
      ? null
      : (after - before) / result.requests.total
  return result
}

/**
| `count` requests one at a time: the median wall time and the server's CPU
| time per request (the second is the one to trust on a busy machine), in ms.
*/
export function alone(server, path, headers = {}, count = 21) {
  return sequence(
    server,
    Array.from({ length: count }, () => ({ path, headers }))
  )
}

/**
| Requests sent one at a time (each its own path and headers): the median
| wall time and the server's CPU per request, in ms.
*/
export async function sequence(server, requests) {
  const times = []
  const before = server.cpuMs?.() ?? null
  for (const { path, headers } of requests) {
    const started = performance.now()
    const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
    times.push(performance.now() - started)
  }
  const after = server.cpuMs?.() ?? null
  const median = Math.round(times.sort((a, b) => a - b)[times.length >> 1] * 10) / 10
  if (before === null || after === null) return `${median}`
  return `${median} (CPU ${Math.round(((after - before) / requests.length) * 10) / 10})`
}

/** Answers by class: 3xx (the writes' redirects), 4xx/5xx (failures); timeouts apart. */
function statuses(result) {
  const count = { '3xx': 0, '4xx/5xx': 0 }
  for (const [code, { count: n }] of Object.entries(result.statusCodeStats ?? {})) {
    if (code >= 300 && code < 400) count['3xx'] += Number(n)
    else if (code >= 400) count['4xx/5xx'] += Number(n)
  }
  return count
}

const round1 = (value) => (value === null ? '' : Math.round(value * 100) / 100)

/**
| A row of the report. `% of empty` compares throughputs; `CPU %` compares
| the server's CPU per answer (baseline's / this one's), the same ratio
| less disturbed by whatever else the machine runs.
*/
export function row(server, measure, result, baseline) {
  const cpu = result.cpuPerRequest
  return {
    server,
    measure,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'CPU ms/req': round1(cpu),
    '% of empty': baseline
      ? Math.round((100 * result.requests.average) / baseline.requests.average)
      : '',
    'CPU %':
      baseline && cpu && baseline.cpuPerRequest
        ? Math.round((100 * baseline.cpuPerRequest) / cpu)
        : '',
    ...statuses(result),
    'timeouts': result.timeouts,
  }
}
