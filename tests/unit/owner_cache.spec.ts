import { test } from '@japa/runner'
import ownerCache from '#services/platform/owner_cache'

/*
| The owner cache's own bounds (app/services/platform/owner_cache.ts): what it keeps,
| for how long, and what it refuses to keep. How versions move with the data
| is tested through HTTP in tests/functional/platform/owner_cache.spec.ts.
*/
test.group('Owner cache', (group) => {
  group.each.setup(() => ownerCache.clear())
  group.each.teardown(() => ownerCache.clear())

  const counting = () => {
    let calls = 0
    return {
      compute: async () => ({ call: ++calls }),
      calls: () => calls,
    }
  }

  test('keeps at most 300 pages, dropping the least recently used', async ({ assert }) => {
    const { compute, calls } = counting()
    const owner = { id: 1, dataVersion: 0 }
    await ownerCache.remember(owner, 'page 0', compute)
    for (let page = 1; page < 300; page++) await ownerCache.remember(owner, `page ${page}`, compute)
    /* Used again: now the most recent. */
    await ownerCache.remember(owner, 'page 0', compute)
    assert.equal(calls(), 300)
    await ownerCache.remember(owner, 'page 300', compute)
    assert.equal(ownerCache.size, 300)
    await ownerCache.remember(owner, 'page 0', compute)
    assert.equal(calls(), 301, 'page 0 was kept')
    await ownerCache.remember(owner, 'page 1', compute)
    assert.equal(calls(), 302, 'page 1, the least recently used, was dropped')
  })

  test('an entry unused for 10 minutes is computed again', async ({ assert, cleanup }) => {
    const realNow = Date.now
    let now = realNow()
    Date.now = () => now
    cleanup(() => {
      Date.now = realNow
    })
    const { compute, calls } = counting()
    const owner = { id: 1, dataVersion: 3 }
    await ownerCache.remember(owner, 'list', compute)
    now += 9 * 60_000
    await ownerCache.remember(owner, 'list', compute)
    now += 9 * 60_000
    await ownerCache.remember(owner, 'list', compute)
    assert.equal(calls(), 1, 'each use restarts the 10 minutes')
    now += 10 * 60_000 + 1
    await ownerCache.remember(owner, 'list', compute)
    assert.equal(calls(), 2)
  })

  test('kept values are frozen; a user without a version gets no kept value', async ({
    assert,
  }) => {
    const kept = await ownerCache.remember({ id: 1, dataVersion: 0 }, 'list', async () => ({
      rows: [{ nom: 'Acme' }],
    }))
    assert.throws(() => (kept.rows[0].nom = 'Globex'))
    const { compute, calls } = counting()
    const noVersion = { id: 2, dataVersion: undefined as unknown as number }
    await ownerCache.remember(noVersion, 'list', compute)
    await ownerCache.remember(noVersion, 'list', compute)
    assert.equal(calls(), 2)
    assert.equal(ownerCache.size, 1)
  })
})
