/*
| The mixed load of `npm run check:scale`: each signed-in person, through the
| proxy, reads lists and pages and creates contacts (a unique name each, the
| "marker" counted in the database at the end), pausing between clicks,
| until the deadline. Every answer becomes one event: when, what, how long,
| which instance, and its kind (ok, or the kind of error).
*/
import { setTimeout as sleep } from 'node:timers/promises'
import { Browser, isSignedOut, pageObject } from './client.mjs'

const OPS = [
  {
    op: 'contacts',
    weight: 30,
    path: () => `/app/contacts?page=${1 + Math.floor(Math.random() * 3)}`,
  },
  { op: 'offres', weight: 12, path: () => '/app/offres' },
  { op: 'dashboard', weight: 13, path: () => '/dashboard' },
  {
    op: 'page load',
    weight: 15,
    path: () => ['/dashboard', '/app/contacts', '/app/offres'][Math.floor(Math.random() * 3)],
  },
  { op: 'create contact', weight: 30 },
]
const TOTAL = OPS.reduce((sum, { weight }) => sum + weight, 0)

function pick() {
  let roll = Math.random() * TOTAL
  return OPS.find(({ weight }) => (roll -= weight) < 0) ?? OPS[0]
}

/** The kind of an answer: `ok`, or what went wrong, as a person would tell it. */
export function classify(answer, isOk) {
  if (answer.error === 'ECONNREFUSED') return 'connection refused by the proxy'
  if (answer.error === 'TIMEOUT') return 'no answer within 20 s'
  if (answer.error) return `connection error (${answer.error})`
  if (isSignedOut(answer)) return 'signed out'
  if (answer.status === 502 || answer.status === 504) return `${answer.status} from the proxy`
  if (answer.status >= 500) return `${answer.status} from the app`
  return isOk(answer) ? 'ok' : `unexpected ${answer.status}`
}

const isInertiaPage = (answer) => answer.status === 200 && answer.headers['x-inertia'] === 'true'
const isHtmlPage = (answer) => answer.status === 200 && pageObject(answer.body) !== null
const createdId = (answer) =>
  [302, 303].includes(answer.status)
    ? /\/app\/contacts\/(\d+)$/.exec(answer.location ?? '')?.[1]
    : undefined

/** Signs `email` in through the proxy from its own address; throws when it cannot. */
export async function signIn(proxyUrl, email, password, localAddress) {
  const browser = new Browser(proxyUrl, localAddress)
  const answer = await browser.signIn(email, password)
  if (![302, 303].includes(answer.status) || !/\/dashboard$/.test(answer.location ?? '')) {
    throw new Error(
      `${email} could not sign in through the proxy: ${answer.status ?? answer.error} ${answer.location ?? ''}`
    )
  }
  return browser
}

/**
 * Runs every person's loop until `deadline`. `events` gets one entry per
 * request, `writes` one per contact sent (acknowledged or not).
 */
export async function runLoad({ people, t0, deadline, tag, password, events, writes }) {
  const record = (person, op, answer, kind) => {
    events.push({
      t: answer.started - t0,
      end: answer.started + answer.ms - t0,
      person: person.index,
      op,
      kind,
      status: answer.status,
      upstream: answer.upstream,
      upstreamStatus: answer.upstreamStatus,
      ms: answer.ms,
    })
  }

  async function loop(person) {
    let count = 0
    while (Date.now() < deadline) {
      const choice = pick()
      let answer
      let kind
      if (choice.op === 'create contact') {
        const marker = `${tag}-${person.index}-${++count}`
        answer = await person.browser.submit('POST', '/app/contacts', {
          nom: marker,
          prenom: 'Charge',
          statut: 'prospect',
        })
        const id = createdId(answer)
        kind = classify(answer, () => id !== undefined)
        writes.push({
          marker,
          acknowledged: id !== undefined,
          id: id && Number(id),
          kind,
          t: answer.started - t0,
        })
      } else if (choice.op === 'page load') {
        answer = await person.browser.load(choice.path())
        kind = classify(answer, isHtmlPage)
      } else {
        answer = await person.browser.visit(choice.path())
        kind = classify(answer, isInertiaPage)
      }
      record(person, choice.op, answer, kind)
      if (kind === 'signed out') {
        /* Counted above; sign in again so one loss is not counted on every later click. */
        person.browser.close()
        person.browser = await signIn(
          person.browser.base,
          person.email,
          password,
          person.address
        ).catch(() => person.browser)
      } else if (answer.status === 409) {
        /* Another build's assets: Inertia reloads the page. */
        await person.browser.load('/dashboard')
      }
      await sleep(80 + Math.random() * 170)
    }
  }
  await Promise.all(people.map(loop))
}

/**
 * Asks for a reset link as a signed-out visitor would (the form, then the
 * page it goes back to). `sent`: the page says the link went out; `not
 * sent`: the form never reached the app, or the app refused it; `unknown`:
 * the post may have reached the app but its answer was lost.
 */
export async function askResetLink(proxyUrl, email, localAddress) {
  const browser = new Browser(proxyUrl, localAddress)
  try {
    const form = await browser.load('/forgot-password')
    if (form.status !== 200) return { outcome: 'not sent', why: form.status ?? form.error }
    const posted = await browser.submit('POST', '/forgot-password', { email })
    if (![302, 303].includes(posted.status)) {
      const reached = posted.error !== 'ECONNREFUSED' && posted.status !== 502
      return { outcome: reached ? 'unknown' : 'not sent', why: posted.status ?? posted.error }
    }
    const back = await browser.visit('/forgot-password')
    if (back.status !== 200) return { outcome: 'unknown', why: back.status ?? back.error }
    const sent = back.body.includes('Si un compte correspond')
    return { outcome: sent ? 'sent' : 'not sent', why: sent ? null : 'refused' }
  } finally {
    browser.close()
  }
}
