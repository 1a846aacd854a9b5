import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import HttpExceptionHandler from '#exceptions/handler'
import Texte from '#models/texte'
import {
  ANONYMOUS_BODY_BYTES,
  TOO_COMPLEX,
  isSignedInRoute,
} from '#middleware/body_shape_middleware'
import { TOO_LARGE } from '#middleware/request_limits_middleware'
import { BULK_MAX_IDS } from '#validators/bulk'
import { RICH_TEXT_MAX_LENGTH } from '#validators/shared_rules'
import { UserFactory } from '#database/factories/user_factory'
import { sendBody, type Session } from '#tests/helpers/raw_upload'
import { as } from '../access/helpers.js'
import { CONTENT_TYPES, HOSTILE, cut, type Hostile } from './hostile_bodies.js'
import { route } from '#tests/helpers/routes'

/*
| Attack round 4, finding 3: a JSON body of 60,000 keys (700 KB) posted
| anonymously to /login cost up to 1 s of event loop, spent parsing and
| copying it before CSRF refused it. Bodies are now bounded before the
| bodyparser parses them (app/middleware/body_shape_middleware.ts): 64 KB on
| routes open to anybody, and everywhere a count of keys, array elements
| and depth taken on the bytes as they arrive.
*/
const anonymous: Session = { cookie: () => '', xsrf: () => '' }

function post(path: string, hostile: Pick<Hostile, 'kind' | 'body'>, options = {}) {
  return sendBody(
    anonymous,
    path,
    { body: hostile.body, type: CONTENT_TYPES[hostile.kind] },
    { json: true, timeout: 5000, ...options }
  )
}

/** How many errors the exception handler logs while `run` goes on (its shouldReport says yes). */
async function loggedDuring(run: () => Promise<unknown>) {
  let count = 0
  const prototype = HttpExceptionHandler.prototype
  const shouldReport = prototype['shouldReport']
  prototype['shouldReport'] = function (this: HttpExceptionHandler, ...args) {
    const logged = shouldReport.apply(this, args)
    if (logged) count++
    return logged
  }
  try {
    await run()
  } finally {
    prototype['shouldReport'] = shouldReport
  }
  return count
}

/**
 * CPU time of this process (the app runs in it, client and server alike)
 * while `run` goes on, in ms: the least of three runs, so that a garbage
 * collection of the test runner landing in one of them is not counted.
 */
async function cpuMsOf(run: () => Promise<unknown>) {
  let least = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = process.cpuUsage()
    await run()
    const used = process.cpuUsage(before)
    least = Math.min(least, (used.user + used.system) / 1000)
  }
  return least
}

/** Write routes of the router, as a URL to post to, and whether only signed-in people get in. */
function postRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((entry) => entry.methods.includes('POST'))
    .map((entry) => ({
      url: entry.pattern.replace(/:\w+/g, '1').replace('*', 'nulle-part'),
      signedIn: isSignedInRoute(entry),
    }))
}

/** One text field of `bytes` bytes, as JSON. */
const oneLongField = (bytes: number) => ({
  kind: 'json' as const,
  body: Buffer.from(`{"email":"${'a'.repeat(bytes - 12)}"}`),
})

test.group('Security: body shape, refused before parsing', () => {
  test('{$self}, posted anonymously to /login, is refused in French, nothing logged')
    .with(HOSTILE.map((hostile) => hostile.name))
    .run(async ({ assert }, name) => {
      const hostile = cut(
        HOSTILE.find((candidate) => candidate.name === name)!,
        60_000
      )
      let answer: Awaited<ReturnType<typeof post>> | undefined
      const logged = await loggedDuring(
        async () => (answer = await post(route('login.store'), hostile))
      )
      assert.equal(answer!.status, 413)
      assert.deepEqual(JSON.parse(answer!.text), { message: TOO_COMPLEX })
      assert.equal(answer!.headers['connection'], 'close')
      assert.equal(logged, 0)
    })

  test('{$self} on a signed-in route: refused before the body has all arrived')
    .with(HOSTILE.map((hostile) => hostile.name))
    .run(async ({ assert }, name) => {
      const hostile = HOSTILE.find((candidate) => candidate.name === name)!
      /* The parser could only start once the whole body is in: it never comes. */
      const answer = await post(route('logout'), hostile, {
        declaredLength: hostile.body.length,
        sendOnly: 100_000,
      })
      assert.equal(answer.status, 413)
      assert.deepEqual(JSON.parse(answer.text), { message: TOO_COMPLEX })
    })

  test('{$self}, whole, on a signed-in route costs less than 50 ms of CPU')
    .with(HOSTILE.map((hostile) => hostile.name))
    .run(async ({ assert }, name) => {
      const hostile = HOSTILE.find((candidate) => candidate.name === name)!
      /* Before the bound: 0.3–1 s for the 60,000 keys, 0.2–0.3 s for the long array. */
      const cpu = await cpuMsOf(async () => {
        const answer = await post(route('logout'), hostile)
        assert.equal(answer.status, 413)
      })
      assert.isBelow(cpu, 50)
    })

  test('a form post (not JSON) gets the same refusal as text', async ({ assert }) => {
    const hostile = cut(
      HOSTILE.find((candidate) => candidate.kind === 'form')!,
      60_000
    )
    const answer = await post(route('login.store'), hostile, { json: false })
    assert.equal(answer.status, 413)
    assert.equal(answer.headers['content-type'], 'text/plain; charset=utf-8')
    assert.equal(answer.text, TOO_COMPLEX)
  })
})

test.group('Security: body size by audience', () => {
  test('every route open to anybody refuses a 100 KB body at once, declared or chunked', async ({
    assert,
  }) => {
    const open = postRoutes().filter((entry) => !entry.signedIn)
    assert.includeMembers(
      open.map((entry) => entry.url),
      [
        route('login.store'),
        route('register.store'),
        route('password.email'),
        route('password.store'),
        /* The catch-all's pattern with a made-up path (postRoutes above). */
        '/nulle-part',
      ]
    )
    const body = oneLongField(100 * 1024)
    for (const { url } of open) {
      const declared = await post(url, body, { declaredLength: body.body.length, sendOnly: 1 })
      assert.equal(declared.status, 413, `${url} declared`)
      assert.deepEqual(JSON.parse(declared.text), { message: TOO_LARGE })
      const chunked = await post(url, body, { chunked: true })
      assert.equal(chunked.status, 413, `${url} chunked`)
      assert.deepEqual(JSON.parse(chunked.text), { message: TOO_LARGE })
    }
  })

  test('up to 64 KB is read on /login; 100 KB is read on a signed-in route', async ({ assert }) => {
    const login = await post(route('login.store'), oneLongField(ANONYMOUS_BODY_BYTES))
    assert.equal(login.status, 419)
    const signedIn = postRoutes().find((entry) => entry.url === route('logout'))
    assert.isTrue(signedIn?.signedIn)
    const logout = await post(route('logout'), oneLongField(100 * 1024))
    assert.equal(logout.status, 419)
  })
})

test.group('Security: the largest real bodies still pass', () => {
  test('a bulk action on BULK_MAX_IDS rows with its list query', async ({ client }) => {
    const user = await UserFactory.create()
    const ids = Array.from({ length: BULK_MAX_IDS }, (_, index) => 1_000_000 + index)
    const query = { statut: ['prospect', 'client'], q: 'a'.repeat(100), sort: 'nom' }
    const response = await as(client.post(route('contacts.bulk')), user)
      .json({ action: 'trash', ids, query })
      .withCsrfToken()
      .redirects(0)
    /* Read, validated and looked up: none of these rows is the user's. */
    response.assertStatus(404)
  })

  test('a text template of RICH_TEXT_MAX_LENGTH characters', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const contenu = `<p>${'é'.repeat(RICH_TEXT_MAX_LENGTH - 7)}</p>`
    const response = await as(client.post(route('textes.store')), user)
      .json({ nom: 'Le plus long', contenu })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const saved = await Texte.findByOrFail('nom', 'Le plus long')
    assert.lengthOf(saved.contenu ?? '', contenu.length)
  })
})
