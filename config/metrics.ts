import env from '#start/env'
import proxyAddr from 'proxy-addr'

/*
| Who may read GET /metrics (app/middleware/metrics_middleware.ts): a
| scraper sending `Authorization: Bearer <METRICS_TOKEN>`, or a client whose
| address (request.ip(): X-Forwarded-For believed only from TRUSTED_PROXIES)
| is in METRICS_ALLOW. Anyone else gets the ordinary 404 page; with neither
| setting, everyone does. An object, so a test can change it.
*/

/** METRICS_ALLOW ("loopback", "10.0.0.0/8, 192.168.1.5"…) as proxy-addr reads TRUSTED_PROXIES. */
export function allowList(setting: string | undefined): ((address: string) => boolean) | null {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  try {
    const trusted = proxyAddr.compile(entries)
    return (address) => trusted(address, 0)
  } catch (error) {
    throw new Error(`METRICS_ALLOW: ${(error as Error).message}`)
  }
}

export const metricsAccess: {
  token: string | undefined
  allow: ((address: string) => boolean) | null
} = {
  token: env.get('METRICS_TOKEN'),
  allow: allowList(env.get('METRICS_ALLOW')),
}

export const metricsConfig = {
  /* The gauges read from the database or Redis are kept this long: a flood of scrapes costs one query set per period. */
  stateCacheMs: 15_000,
  /* Longest those reads may take; past it the scrape answers without them (esidoor_state_up 0). */
  stateTimeoutMs: 2_000,
  /* Longest a cluster worker waits for the primary's sum of every worker (prom-client gives up at 5 s). */
  clusterTimeoutMs: 6_000,
}
