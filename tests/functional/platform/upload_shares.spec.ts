import type { ClientRequest } from 'node:http'
import { test } from '@japa/runner'
import type Offre from '#models/offre'
import Import from '#models/import'
import { UserFactory } from '#database/factories/user_factory'
import { CANDIDATURE_MAX_BODY_BYTES } from '#services/candidatures/cv_type'
import { MAX_UPLOAD_BYTES } from '#services/data_tools/import_file'
import {
  IMPORT_ATTEMPTS_PER_ACCOUNT,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '#services/platform/upload_limits'
import { rateClock, uploadPools } from '#services/platform/upload_memory'
import { FakeClock } from '#tests/helpers/fake_clock'
import {
  resetUploadLimits,
  send,
  sendBody,
  signIn,
  type RawAnswer,
  type SendOptions,
  type Session,
} from '#tests/helpers/raw_upload'
import {
  FORM,
  PDF,
  applyPath,
  freshState,
  multipart,
  openForm,
  openOffreOf,
  rowCount,
} from '../emplois/candidature_helpers.js'
import { route } from '#tests/helpers/routes'
import { messageOf, until } from './helpers.js'

/*
| Issue 40, finding 1: the first budget of uploads (64 MB a process) was
| reserved from each upload's *declared* length until its answer, so 13
| anonymous applications announcing ~5 MB and sending a byte every few
| seconds (or 7 slow imports of one account) refused every upload of
| everybody for two minutes. Now an upload holds what has arrived, in a
| pool of its kind, with a few in flight per IP and per account, and a body
| slower than the minimum rate is cut (app/services/platform/upload_limits.ts).
| Each address below is a loopback alias: another client IP for the server.
*/

const KB = 1024
/** What the first version held in all: the slow senders announce exactly this much. */
const FIRST_BUDGET = 64 * 1024 * KB
const ATTACKER = '127.0.9.1'
const CANDIDATE = '127.0.9.2'
const PRO = '127.0.9.3'
const CSV = Buffer.from('Nom;E-mail\nDurand;durand@exemple.fr\n')
const IMPORT = route('contacts.import.create')

const poolsEmpty = () =>
  Object.values(uploadPools).every((pool) => pool.heldBytes === 0 && pool.inFlight.size === 0)

/** A new pro, signed in through the login form. */
async function signedIn() {
  const user = await UserFactory.create()
  return signIn(user.email)
}

/** A visitor with the application form's cookies (a candidate, or a sender posing as one). */
async function visitor(offre: Offre): Promise<Session> {
  const { jar } = await openForm(offre)
  return { cookie: () => jar.header(), xsrf: () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') }
}

/** A candidate's application with a real CV, from `address`. */
async function applyFrom(offre: Offre, address: string) {
  const body = multipart(FORM, { name: 'cv.pdf', bytes: PDF })
  return sendBody(await visitor(offre), applyPath(offre), body, {
    json: true,
    localAddress: address,
    timeout: 5000,
  })
}

/**
 * `count` slow senders from ATTACKER: each declares `declared` bytes, sends
 * 512 of them, then a byte every 200 ms. Their answers as they come, and a
 * way to hang up on those still sending.
 */
function slowSenders(
  count: number,
  declared: number,
  post: (o: SendOptions) => Promise<RawAnswer>
) {
  const requests: ClientRequest[] = []
  const answered: RawAnswer[] = []
  Array.from({ length: count }, () =>
    post({
      json: true,
      declaredLength: declared,
      sendOnly: 512,
      trickle: { bytes: 1, everyMs: 200 },
      localAddress: ATTACKER,
      timeout: 30_000,
      started: (request) => requests.push(request),
    }).then(
      (answer) => (answered.push(answer), answer),
      (error: Error) => error
    )
  )
  return { answered, hangUp: () => requests.forEach((request) => request.destroy()) }
}

const slowCv = multipart(FORM, { name: 'cv.pdf', bytes: Buffer.alloc(64 * KB, 'a') })

test.group('Platform | one address cannot hold the uploads of everybody', (group) => {
  group.each.setup(async () => {
    const state = await freshState()
    return async () => {
      resetUploadLimits()
      await until(poolsEmpty)
      await state.cleanup()
    }
  })

  test('13 slow applications from one address: a candidate and a pro on other addresses are read at once', async ({
    assert,
  }) => {
    /* The rate windows on a clock moved on below, not waited out. */
    const clock = new FakeClock()
    rateClock.current = clock
    const offre = await openOffreOf(await UserFactory.create())
    const pro = await signedIn()
    const sender = await visitor(offre)
    const declared = Math.floor(FIRST_BUDGET / 13)
    assert.isAtMost(declared, CANDIDATURE_MAX_BODY_BYTES)
    const slow = slowSenders(13, declared, (o) => sendBody(sender, applyPath(offre), slowCv, o))

    /* The address's share is taken; its other posts are refused at once, unread. */
    const { perIp } = UPLOAD_LIMITS.pools.candidatures
    await until(() => slow.answered.length === 13 - perIp)
    for (const answer of slow.answered) {
      assert.equal(answer.status, 422, answer.text.slice(0, 300))
      assert.equal(messageOf(answer), UPLOAD_MESSAGES.perIp)
      assert.equal(answer.headers.connection, 'close')
    }
    assert.equal(uploadPools.candidatures.inFlight.get(`ip:${ATTACKER}`), perIp)

    const applied = await applyFrom(offre, CANDIDATE)
    assert.equal(applied.status, 302, applied.text.slice(0, 300))
    assert.equal(await rowCount(), 1)
    const imported = await send(pro, IMPORT, 'contacts.csv', CSV, { json: true, localAddress: PRO })
    assert.equal(imported.status, 302, imported.text.slice(0, 300))

    /* Still held meanwhile, and what each holds is what it sent, not what it announced. */
    assert.equal(uploadPools.candidatures.inFlight.get(`ip:${ATTACKER}`), perIp)
    const heldEach = uploadPools.candidatures.heldBytes / perIp
    assert.isBelow(heldEach, 4 * KB)

    /* Then each is cut when a window passes below the minimum rate, not a moment before. */
    clock.advance(UPLOAD_LIMITS.minRate.windowMs - 1)
    assert.equal(uploadPools.candidatures.inFlight.get(`ip:${ATTACKER}`), perIp)
    assert.lengthOf(slow.answered, 13 - perIp)
    clock.advance(1)
    await until(() => slow.answered.length === 13)
    const cut = slow.answered.filter((answer) => messageOf(answer) === UPLOAD_MESSAGES.slow)
    assert.lengthOf(cut, perIp)
    for (const answer of cut) assert.equal(answer.status, 422)
    console.log(
      `  candidate answered in ${Math.round(applied.ms)} ms, pro in ${Math.round(imported.ms)} ms;` +
        ` each held connection: ${Math.round(heldEach)} bytes of body,` +
        ` cut once a window of ${UPLOAD_LIMITS.minRate.windowMs} ms had passed`
    )
  }).timeout(20_000)

  test('7 slow imports of one account, another account on the same address: other people still upload', async ({
    assert,
  }) => {
    const offre = await openOffreOf(await UserFactory.create())
    const [attacker, colleague, pro] = await Promise.all([1, 2, 3].map(signedIn))
    const declared = Math.floor(FIRST_BUDGET / 7)
    assert.isAtMost(declared, MAX_UPLOAD_BYTES)
    const body = Buffer.alloc(64 * KB, 'a')
    const { perAccount, perIp } = UPLOAD_LIMITS.pools.imports
    const mine = slowSenders(7, declared, (o) => send(attacker, IMPORT, 'lent.csv', body, o))
    await until(() => mine.answered.length === 7 - perAccount!)
    for (const answer of mine.answered) assert.equal(messageOf(answer), UPLOAD_MESSAGES.perAccount)

    /* A second account behind the same address gets the rest of the address's share. */
    const theirs = slowSenders(2, declared, (o) => send(colleague, IMPORT, 'lent.csv', body, o))
    await until(() => theirs.answered.length === 2 - (perIp - perAccount!))
    for (const answer of theirs.answered) assert.equal(messageOf(answer), UPLOAD_MESSAGES.perIp)

    const imported = await send(pro, IMPORT, 'contacts.csv', CSV, { json: true, localAddress: PRO })
    assert.equal(imported.status, 302, imported.text.slice(0, 300))
    const applied = await applyFrom(offre, CANDIDATE)
    assert.equal(applied.status, 302, applied.text.slice(0, 300))
    assert.equal(uploadPools.imports.inFlight.get(`ip:${ATTACKER}`), perIp)
    mine.hangUp()
    theirs.hangUp()
  }).timeout(20_000)

  test('each pool counts what has arrived: full applications leave imports alone, and back', async ({
    assert,
  }) => {
    UPLOAD_LIMITS.pools.candidatures.limitBytes = 128 * KB
    UPLOAD_LIMITS.pools.imports.limitBytes = 128 * KB
    const offre = await openOffreOf(await UserFactory.create())
    const [pro, other] = await Promise.all([1, 2].map(signedIn))
    const big = Buffer.alloc(256 * KB, 'a')
    const stalled = { json: true, sendOnly: 200 * KB, localAddress: ATTACKER, timeout: 20_000 }

    /* One upload alone is read past its pool; 200 KB have arrived, the pool is full. */
    const cvBody = multipart(FORM, { name: 'cv.pdf', bytes: big })
    let hangUp = () => {}
    void sendBody(await visitor(offre), applyPath(offre), cvBody, {
      ...stalled,
      started: (request) => (hangUp = () => request.destroy()),
    }).catch(() => null)
    await until(() => uploadPools.candidatures.heldBytes >= 128 * KB)
    const refused = await applyFrom(offre, CANDIDATE)
    assert.equal(refused.status, 422, refused.text.slice(0, 300))
    assert.equal(messageOf(refused), UPLOAD_MESSAGES.busy)
    const imported = await send(pro, IMPORT, 'contacts.csv', CSV, { json: true, localAddress: PRO })
    assert.equal(imported.status, 302, imported.text.slice(0, 300))
    hangUp()
    await until(poolsEmpty)

    void send(other, IMPORT, 'gros.csv', big, {
      ...stalled,
      started: (request) => (hangUp = () => request.destroy()),
    }).catch(() => null)
    await until(() => uploadPools.imports.heldBytes >= 128 * KB)
    const busy = await send(pro, IMPORT, 'contacts.csv', CSV, { json: true, localAddress: PRO })
    assert.equal(busy.status, 422, busy.text.slice(0, 300))
    assert.equal(messageOf(busy), UPLOAD_MESSAGES.busy)
    const applied = await applyFrom(offre, CANDIDATE)
    assert.equal(applied.status, 302, applied.text.slice(0, 300))
    hangUp()
  }).timeout(20_000)

  test('a body slower than the minimum rate is cut on both routes; one above it is read', async ({
    assert,
  }) => {
    UPLOAD_LIMITS.minRate.windowMs = 500
    /* The cut on a clock moved on a window at a time. */
    const clock = new FakeClock()
    rateClock.current = clock
    const offre = await openOffreOf(await UserFactory.create())
    const pro = await signedIn()
    const slowly = {
      json: true,
      declaredLength: 1024 * KB,
      sendOnly: 8 * KB,
      trickle: { bytes: 1, everyMs: 100 },
      localAddress: ATTACKER,
      timeout: 10_000,
    }
    const answers = Promise.all([
      sendBody(await visitor(offre), applyPath(offre), slowCv, slowly),
      send(pro, IMPORT, 'lent.csv', Buffer.alloc(64 * KB, 'a'), slowly),
    ])
    /* The first 8 KB (above 2 KB a window) pass the first window; the trickle does not pass the next. */
    await until(
      () => uploadPools.candidatures.heldBytes >= 8 * KB && uploadPools.imports.heldBytes >= 8 * KB
    )
    clock.advance(UPLOAD_LIMITS.minRate.windowMs)
    clock.advance(UPLOAD_LIMITS.minRate.windowMs)
    const [cv, sheet] = await answers
    for (const answer of [cv, sheet]) {
      assert.equal(answer.status, 422, answer.text.slice(0, 300))
      assert.equal(messageOf(answer), UPLOAD_MESSAGES.slow)
      assert.equal(answer.headers.connection, 'close')
    }
    assert.equal(await rowCount(), 0)
    await until(poolsEmpty)

    /* 2 KB every 100 ms (20 KB/s, above 4 KB/s) over several windows: read whole. A steady
       sender on a clock of its own, moved on 100 ms once each piece has arrived. */
    const steadyClock = new FakeClock()
    const start = steadyClock.now()
    rateClock.current = steadyClock
    const rows = 'Durand;durand@exemple.fr\n'.repeat(1000)
    const steady = await send(pro, IMPORT, 'lent.csv', Buffer.from(`Nom;E-mail\n${rows}`), {
      json: true,
      sendOnly: 0,
      paced: {
        bytes: 2 * KB,
        next: async (sent) => {
          await until(() => uploadPools.imports.heldBytes >= sent)
          steadyClock.advance(100)
        },
      },
      localAddress: PRO,
    })
    assert.equal(steady.status, 302, steady.text.slice(0, 300))
    assert.isAbove(steadyClock.now() - start, 2 * UPLOAD_LIMITS.minRate.windowMs)
  }).timeout(20_000)

  test('an account posts a bounded number of imports, counted before the file is read', async ({
    assert,
  }) => {
    const [user, other] = await Promise.all([1, 2].map(signedIn))
    for (let post = 0; post < IMPORT_ATTEMPTS_PER_ACCOUNT.requests; post++) {
      const answer = await send(user, IMPORT, 'contacts.csv', CSV, { json: true })
      assert.equal(answer.status, 302, answer.text.slice(0, 300))
    }
    /* Answered with most of its body unsent: the count comes first. */
    const refused = await send(user, IMPORT, 'gros.csv', Buffer.alloc(1024 * KB, 'a'), {
      json: true,
      sendOnly: 8 * KB,
      timeout: 3000,
    })
    assert.equal(refused.status, 422, refused.text.slice(0, 300))
    assert.equal(messageOf(refused), UPLOAD_MESSAGES.importAttempts(600))
    assert.equal(refused.headers.connection, 'close')
    assert.lengthOf(await Import.all(), IMPORT_ATTEMPTS_PER_ACCOUNT.requests)
    const elsewhere = await send(other, IMPORT, 'contacts.csv', CSV, { json: true })
    assert.equal(elsewhere.status, 302, elsewhere.text.slice(0, 300))
  }).timeout(20_000)
})
