import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ACCOUNTS, type Account, type Answers, ROUTE_MATRIX, urlFor } from './route_matrix.js'
import { answerOf, freshRecords, matrixWalk } from './route_requests.js'
import { accounts } from './helpers.js'

/* HEAD is served by every GET route; it is not a route of its own to decide on. */
const key = (method: string, pattern: string) => `${method} ${pattern}`

function routesOfTheRouter() {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) => route.methods.filter((m) => m !== 'HEAD').map((m) => key(m, route.pattern)))
}

let users: Record<Exclude<Account, 'guest'>, User>

test.group('Route matrix', (group) => {
  matrixWalk(group, async () => {
    users = {
      unverified: await accounts.unverified(),
      visiteur: await accounts.visiteur(),
      lecteur: await accounts.lecteur(),
      pro: await accounts.pro(),
      pro2: await UserFactory.create(),
      pending: await UserFactory.apply('pending').create(),
      refused: await UserFactory.apply('refused').create(),
      esi: await accounts.esi(),
    }
  })

  test('every route of the app has its line in the matrix', ({ assert }) => {
    const inMatrix = ROUTE_MATRIX.map((entry) => key(entry.method, entry.pattern))
    const inRouter = routesOfTheRouter()
    assert.deepEqual(
      inRouter.filter((route) => !inMatrix.includes(route)),
      [],
      'routes without a line in tests/functional/access/route_matrix.ts'
    )
    assert.deepEqual(
      inMatrix.filter((route) => !inRouter.includes(route)),
      [],
      'lines of the matrix that are no longer routes'
    )
    assert.equal(new Set(inMatrix).size, inMatrix.length, 'each route once')
  })

  test('{method} {pattern}')
    .with(ROUTE_MATRIX)
    .run(async ({ client, assert }, entry) => {
      const fixtures = await freshRecords(users.pro)
      const url = urlFor(entry.pattern, fixtures)
      const expected = Object.fromEntries(
        Object.entries(entry.expect).map(([account, answer]) => [
          account,
          typeof answer === 'string' ? `302 ${urlFor(answer.slice(4), fixtures)}` : answer,
        ])
      )
      const answers = {} as Answers
      /* One after the other: the owner's own write (a delete…) never runs before another's try. */
      for (const account of ACCOUNTS) {
        /* Each account's answer alone: the per-IP bursts (6 a minute) are not what is tested here. */
        await limiter.clear()
        answers[account] = await answerOf(
          client,
          entry,
          url,
          account === 'guest' ? null : users[account]
        )
      }
      assert.deepEqual(answers, expected, `${entry.method} ${url}`)
    })
})
