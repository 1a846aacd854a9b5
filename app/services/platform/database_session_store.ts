import { MessageBuilder } from '@adonisjs/core/helpers'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { SessionData, SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import { KnownExpiries } from '#services/platform/session_expiry'

type Row = { id: string; data: string; expires_at: Date | string | number }

export type SessionStoreOptions = {
  tableName?: string
  /** Percent of writes that also delete expired rows. */
  gcProbability?: number
  /** Told when a touch was skipped: the session id cookie need not be sent again. */
  onKept?: () => void
}

/**
 * @adonisjs/session's database store (same table, same signed data, so
 * sessions survive the change), but a request that changes nothing writes
 * nothing unless the expiry was last extended over a minute ago: the row read
 * at the start of the request says when.
 */
export class DatabaseSessionStore implements SessionStoreWithTaggingContract {
  #client: QueryClientContract
  #table: string
  #gcProbability: number
  #onKept?: () => void
  #expiries: KnownExpiries

  constructor(client: QueryClientContract, ttlSeconds: number, options: SessionStoreOptions = {}) {
    this.#client = client
    this.#table = options.tableName ?? 'sessions'
    this.#gcProbability = options.gcProbability ?? 2
    this.#onKept = options.onKept
    this.#expiries = new KnownExpiries(ttlSeconds * 1000)
  }

  #parse(contents: string, sessionId: string): SessionData | null {
    try {
      return new MessageBuilder().verify<SessionData>(contents, sessionId)
    } catch {
      return null
    }
  }

  async read(sessionId: string) {
    const row: Row | null = await this.#client.from(this.#table).where('id', sessionId).first()
    if (!row) return null
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) {
      await this.destroy(sessionId)
      return null
    }
    this.#expiries.remember(sessionId, expiresAt)
    return this.#parse(row.data, sessionId)
  }

  async write(sessionId: string, values: SessionData) {
    const expiresAt = this.#expiries.next()
    await this.#client
      .insertQuery()
      .table(this.#table)
      .insert({
        id: sessionId,
        data: new MessageBuilder().build(values, undefined, sessionId),
        expires_at: new Date(expiresAt),
      })
      .knexQuery.onConflict('id')
      .merge(['data', 'expires_at'])
    this.#expiries.remember(sessionId, expiresAt)
    await this.#collectGarbage()
  }

  async destroy(sessionId: string) {
    this.#expiries.forget(sessionId)
    await this.#client.from(this.#table).where('id', sessionId).delete()
  }

  async touch(sessionId: string) {
    if (this.#expiries.isFresh(sessionId)) return this.#onKept?.()
    const expiresAt = this.#expiries.next()
    await this.#client
      .from(this.#table)
      .where('id', sessionId)
      .update({ expires_at: new Date(expiresAt) })
    this.#expiries.remember(sessionId, expiresAt)
  }

  async tag(sessionId: string, userId: string | number) {
    const expiresAt = this.#expiries.next()
    await this.#client
      .insertQuery()
      .table(this.#table)
      .insert({
        id: sessionId,
        user_id: String(userId),
        data: new MessageBuilder().build({}, undefined, sessionId),
        expires_at: new Date(expiresAt),
      })
      .knexQuery.onConflict('id')
      .merge(['user_id'])
  }

  async untag(sessionId: string) {
    await this.#client.from(this.#table).where('id', sessionId).update({ user_id: null })
  }

  async tagged(userId: string | number) {
    const rows: Row[] = await this.#client
      .from(this.#table)
      .select('id', 'data')
      .where('user_id', String(userId))
      .where('expires_at', '>', new Date())
    return rows.flatMap((row) => {
      const data = this.#parse(row.data, row.id)
      return data ? [{ id: row.id, data }] : []
    })
  }

  async #collectGarbage() {
    if (Math.random() * 100 >= this.#gcProbability) return
    await this.#client.from(this.#table).where('expires_at', '<=', new Date()).delete()
  }
}
