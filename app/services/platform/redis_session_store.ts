import { MessageBuilder } from '@adonisjs/core/helpers'
import type { RedisConnection } from '@adonisjs/redis'
import type { SessionData, SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import { KnownExpiries } from '#services/platform/session_expiry'

/**
 * @adonisjs/session's Redis store (same keys, same signed data), but a
 * request that changes nothing sends no EXPIRE unless the key's time to live
 * was last reset over a minute ago: the read asks for the key and its time to
 * live in one round trip.
 */
export class RedisSessionStore implements SessionStoreWithTaggingContract {
  #connection: RedisConnection
  #ttlSeconds: number
  #onKept?: () => void
  #expiries: KnownExpiries

  constructor(
    connection: RedisConnection,
    ttlSeconds: number,
    options: { onKept?: () => void } = {}
  ) {
    this.#connection = connection
    this.#ttlSeconds = ttlSeconds
    this.#onKept = options.onKept
    this.#expiries = new KnownExpiries(ttlSeconds * 1000)
  }

  #tagKey(userId: string | number) {
    return `session_tag:${userId}`
  }

  #parse(contents: string | null | undefined, sessionId: string): SessionData | null {
    if (!contents) return null
    try {
      return new MessageBuilder().verify<SessionData>(contents, sessionId)
    } catch {
      return null
    }
  }

  async read(sessionId: string) {
    const now = Date.now()
    const replies = await this.#connection.pipeline().get(sessionId).pttl(sessionId).exec()
    const [[readError, contents], [, ttlMs]] = (replies ?? [[], []]) as [Error | null, unknown][]
    if (readError) throw readError
    if (typeof ttlMs === 'number' && ttlMs > 0) this.#expiries.remember(sessionId, now + ttlMs)
    return this.#parse(contents as string | null, sessionId)
  }

  async write(sessionId: string, values: SessionData) {
    const message = new MessageBuilder().build(values, undefined, sessionId)
    await this.#connection.setex(sessionId, this.#ttlSeconds, message)
    this.#expiries.remember(sessionId, this.#expiries.next())
  }

  async destroy(sessionId: string) {
    this.#expiries.forget(sessionId)
    await this.#connection.del(sessionId)
  }

  async touch(sessionId: string) {
    if (this.#expiries.isFresh(sessionId)) return this.#onKept?.()
    await this.#connection.expire(sessionId, this.#ttlSeconds)
    this.#expiries.remember(sessionId, this.#expiries.next())
  }

  async tag(sessionId: string, userId: string | number) {
    await this.#connection.sadd(this.#tagKey(userId), sessionId)
  }

  async untag(sessionId: string, userId: string | number) {
    await this.#connection.srem(this.#tagKey(userId), sessionId)
  }

  async tagged(userId: string | number) {
    const ids = await this.#connection.smembers(this.#tagKey(userId))
    if (ids.length === 0) return []
    const pipeline = this.#connection.pipeline()
    for (const id of ids) pipeline.get(id)
    const contents = ((await pipeline.exec()) ?? []).map(([, value]) => value as string | null)
    const sessions: { id: string; data: SessionData }[] = []
    const gone: string[] = []
    ids.forEach((id, index) => {
      const data = this.#parse(contents[index], id)
      if (data) sessions.push({ id, data })
      else gone.push(id)
    })
    if (gone.length > 0) await this.#connection.srem(this.#tagKey(userId), ...gone)
    return sessions
  }
}
