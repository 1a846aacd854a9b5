import { test } from '@japa/runner'
import { startAppProcess } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'

/*
| Health routes for load balancers and monitors: JSON, 200/503, no detail to
| anonymous callers, and no session or cookie for each poll.
*/
test.group('Health checks', () => {
  test('{$self} answers 200 and status ok, without cookies')
    .with(['/health/live', '/health/ready'])
    .run(async ({ client, assert }, url) => {
      const response = await client.get(url)
      response.assertStatus(200)
      assert.deepEqual(response.body(), { status: 'ok' })
      assert.isUndefined(response.header('set-cookie'))
    })

  test('ready answers 503 with no detail when the database is unreachable; live stays 200', async ({
    assert,
  }) => {
    const server = await startAppProcess(await freePort(), {
      DB_CONNECTION: 'pg',
      PG_PORT: String(await freePort()),
    })
    try {
      const ready = await fetch(`${server.url}/health/ready`)
      assert.equal(ready.status, 503)
      assert.deepEqual(await ready.json(), { status: 'error' })
      assert.isNull(ready.headers.get('set-cookie'))

      const live = await fetch(`${server.url}/health/live`)
      assert.equal(live.status, 200)
    } finally {
      await server.stop()
    }
  })

  test('a fresh instance with sessions in Redis is ready at its first poll', async ({ assert }) => {
    /* Polled on /health/live only until it listens: nothing else has used Redis yet. */
    const server = await startAppProcess(
      await freePort(),
      { SESSION_DRIVER: 'redis', LIMITER_STORE: 'redis' },
      '/health/live'
    )
    try {
      const ready = await fetch(`${server.url}/health/ready`)
      assert.equal(ready.status, 200)
    } finally {
      await server.stop()
    }
  })
})
