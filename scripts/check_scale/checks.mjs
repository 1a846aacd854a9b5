/*
| What `npm run check:scale` verifies once the load has run: sessions on
| every instance, the limiter across instances, the kept list pages across
| instances, and the mails (one per accepted request, once).
*/
import { setTimeout as sleep } from 'node:timers/promises'
import { Browser } from './client.mjs'
import { LIMITER_ACCOUNT, PASSWORD } from './data.mjs'

/** The instance that finally answered a proxied request (the last address nginx tried). */
export function answeredBy(answer, instances) {
  const last = String(answer.upstream ?? '')
    .split(',')
    .at(-1)
    ?.trim()
  return instances.find(({ address }) => address === last)?.name ?? '?'
}

/** Every person, still signed in as themself on each instance (straight to the instance). */
export async function sessionsOnEvery(people, instances) {
  const results = []
  for (const person of people) {
    for (const instance of instances) {
      const answer = await person.browser.send('GET', '/api/user', {
        base: instance.url,
        headers: { accept: 'application/json' },
      })
      let email = null
      try {
        email = answer.status === 200 ? JSON.parse(answer.body).email : null
      } catch {
        email = null
      }
      results.push({ person: person.email, instance: instance.name, ok: email === person.email })
    }
  }
  return results
}

/**
 * Five wrong passwords for one address through the proxy, then the right
 * one: the sixth must be refused ("Trop de tentatives"), whichever instance
 * counted the tries. From an address of its own (127.0.0.50).
 */
export async function limiterAcrossInstances(proxyUrl, instances) {
  const browser = new Browser(proxyUrl, '127.0.0.50')
  try {
    await browser.load('/login')
    const tries = []
    for (const password of ['faux-1', 'faux-2', 'faux-3', 'faux-4', 'faux-5', PASSWORD]) {
      const answer = await browser.postJson('/login', { email: LIMITER_ACCOUNT, password })
      tries.push({
        status: answer.status,
        refused: (answer.body ?? '').includes('Trop de tentatives'),
        wrong: (answer.body ?? '').includes('Ces identifiants'),
        instance: answeredBy(answer, instances),
      })
    }
    const counted = tries.slice(0, 5).every(({ wrong, refused }) => wrong && !refused)
    const refused = tries[5].refused
    const spread = new Set(tries.map(({ instance }) => instance))
    return { tries, ok: counted && refused && spread.size >= 2, spread: [...spread] }
  } finally {
    browser.close()
  }
}

const NEWEST = '/app/contacts?sort=created_at&order=desc'

/**
 * A page kept on instance B never hides a write made on instance A: each
 * person's list is read twice on B (kept there), a contact is created on A,
 * then the list read on B must show it at once.
 */
export async function keptPagesAcrossInstances(people, [a, b], tag, writes) {
  const results = []
  for (const person of people) {
    await person.browser.visit(NEWEST, { base: b.url })
    const before = await person.browser.visit(NEWEST, { base: b.url })
    const marker = `${tag}-cache-${person.index}`
    const created = await person.browser.submit(
      'POST',
      '/app/contacts',
      { nom: marker, prenom: 'Cache', statut: 'prospect' },
      { base: a.url }
    )
    const id = /\/app\/contacts\/(\d+)$/.exec(created.location ?? '')?.[1]
    writes.push({
      marker,
      acknowledged: id !== undefined,
      id: id && Number(id),
      kind: 'ok',
      t: null,
    })
    const after = await person.browser.visit(NEWEST, { base: b.url })
    results.push({
      person: person.email,
      ok:
        before.status === 200 &&
        id !== undefined &&
        after.status === 200 &&
        after.body.includes(marker),
    })
  }
  return results
}

/**
 * Waits (up to `waitMs`) until each address got the mails its sent
 * requests asked for, then compares: exactly one per request the app said
 * it sent, none for a refused one, at most one when the answer was lost.
 */
export async function mailsDelivered(requests, smtp, waitMs) {
  const received = () => {
    const counts = new Map()
    for (const { to } of smtp.messages) {
      for (const address of to) counts.set(address, (counts.get(address) ?? 0) + 1)
    }
    return counts
  }
  const sent = requests.filter(({ outcome }) => outcome === 'sent')
  const started = Date.now()
  while (Date.now() - started < waitMs) {
    const counts = received()
    if (sent.every(({ email }) => (counts.get(email) ?? 0) >= 1)) break
    await sleep(250)
  }
  /* A moment more, so that a second copy would have arrived too. */
  await sleep(1000)
  const counts = received()
  const allowed = { 'sent': [1], 'not sent': [0], 'unknown': [0, 1] }
  const wrong = requests.filter(
    ({ email, outcome }) => !allowed[outcome].includes(counts.get(email) ?? 0)
  )
  return {
    sent: sent.length,
    unknown: requests.filter(({ outcome }) => outcome === 'unknown').length,
    delivered: requests.reduce((sum, { email }) => sum + (counts.get(email) ?? 0), 0),
    wrong: wrong.map(({ email, outcome }) => `${email} (${outcome}): ${counts.get(email) ?? 0}`),
    ok: wrong.length === 0,
  }
}
