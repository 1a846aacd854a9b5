import { test } from '@japa/runner'
import { connect } from 'node:net'
import { startAppProcess } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'

/*
| A request has a bounded time to arrive (bin/server.ts,
| HTTP_REQUEST_TIMEOUT_SECONDS): a client that declares a body and sends it
| byte by byte, or never finishes its headers, is answered 408 and cut off
| instead of holding a connection for Node's default five minutes.
*/

/** Sends `head` then one byte per 10 ms; resolves with what the server said and when it closed. */
function trickle(url: string, head: string, maxMs: number) {
  const { hostname, port } = new URL(url)
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now()
    let answer = ''
    const socket = connect(Number(port), hostname, () => socket.write(head))
    const drip = setInterval(() => socket.writable && socket.write('a'), 10)
    const giveUp = setTimeout(() => socket.destroy(), maxMs)
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(drip)
      clearTimeout(giveUp)
      resolve({ answer, closedAfterMs: Date.now() - started })
    })
  })
}

test.group('Slow clients', (group) => {
  let server: Awaited<ReturnType<typeof startAppProcess>>
  group.setup(async () => {
    /* A budget of 0.1 s (120 s in production): the cut is what is tested, not its length. */
    server = await startAppProcess(await freePort(), { HTTP_REQUEST_TIMEOUT_SECONDS: '0.1' })
    return () => server.stop()
  })

  test('a body sent byte by byte is cut off with 408 at the request budget', async ({ assert }) => {
    const head =
      'POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      /* Within what an anonymous route reads (64 KB), so only the clock can refuse it. */
      'Content-Length: 60000\r\n\r\n'
    const { answer, closedAfterMs } = await trickle(server.url, head, 10_000)
    assert.match(answer, /^HTTP\/1\.1 408/)
    assert.isBelow(closedAfterMs, 2_000)
    assert.isAtLeast(closedAfterMs, 90)
  })

  test('headers that never end are cut off too, and the server still answers', async ({
    assert,
  }) => {
    const { answer, closedAfterMs } = await trickle(
      server.url,
      'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      10_000
    )
    assert.match(answer, /^HTTP\/1\.1 408/)
    assert.isBelow(closedAfterMs, 2_000)
    const health = await fetch(`${server.url}/health/live`)
    assert.equal(health.status, 200)
  }).timeout(20_000)
})
