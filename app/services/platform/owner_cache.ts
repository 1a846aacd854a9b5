import env from '#start/env'
import type User from '#models/user'

/*
| The counts every page of the shell shows (the bell's follow-ups due, the new
| applications), kept in this process under the owner's data version
| (`users.data_version`, moved by database triggers on every write to the
| owner's sociétés, contacts, offres, interactions and candidatures:
| app/models/owner_version.ts). List pages are not kept: in a realistic mix
| it did not pay (docs/decisions.md). The
| version comes with the user row the session guard loads on every request,
| so a kept count costs no query, and a count is never served after a change:
| the change has moved the version before its transaction committed, and the
| next request asks for an entry that does not exist yet. Each process (one
| worker per core) keeps its own entries; the version they are checked
| against is the database's.
|
| The key is the owner's id, their version and the count's name, so no entry
| is ever handed to another user. Ids are never reused
| (AUTOINCREMENT on SQLite, a sequence on PostgreSQL); a database restored
| from a backup needs a restart (docs/deployment.md). Entries are frozen:
| the requests that share one cannot change it. OWNER_CACHE=false turns the
| cache off (every request computes).
*/

/* A bound on memory (entries are small: two counts per active user). */
const MAX_ENTRIES = 300
/* Also a bound on how long an unused entry occupies memory (each use restarts it). */
const TTL_MS = 10 * 60_000

type Entry = { value: unknown; expires: number }

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

class OwnerCache {
  #entries = new Map<string, Entry>()
  #enabled = env.get('OWNER_CACHE', true)

  /** `compute()`'s value for this owner's current data, from this process's copy when there is one. */
  async remember<T>(
    owner: Pick<User, 'id' | 'dataVersion'>,
    key: string,
    compute: () => Promise<T>
  ): Promise<T> {
    /* A user object that did not come from the database has no version: nothing to trust. */
    if (!this.#enabled || !Number.isInteger(owner.dataVersion)) return compute()
    const name = `${owner.id}:${owner.dataVersion}:${key}`
    const now = Date.now()
    const kept = this.#entries.get(name)
    this.#entries.delete(name)
    if (kept && kept.expires > now) {
      kept.expires = now + TTL_MS
      this.#entries.set(name, kept)
      return kept.value as T
    }
    const value = deepFreeze(await compute())
    this.#entries.set(name, { value, expires: now + TTL_MS })
    /* The least recently used entry goes first (a Map keeps insertion order). */
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!)
    return value
  }

  get size() {
    return this.#entries.size
  }

  /** Tests: a run's truncated tables give ids and versions again. */
  clear() {
    this.#entries.clear()
  }
}

export default new OwnerCache()
