import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { systemClock, type Clock } from '#services/platform/clock'

/*
| The job board's pages as anonymous visitors get them, kept in this process
| for a few seconds (PUBLIC_PAGE_CACHE_SECONDS, 10 by default, 0 to turn it
| off; off in the test runner). A busy board answers most visits from here without a query
| nor a server render; every shared cache may keep these pages for 60 s
| anyway (Cache-Control: public, max-age=60).
|
| Pages are kept under the board's version (app/models/emplois_version.ts),
| which database triggers move in the transaction of every write the pages
| show, whoever made it: this process, another instance or worker, a script.
| The middleware reads it before the page is built, so a page built before a
| write is never handed out once the write has committed: later requests read
| the newer version. The cache holds one version's pages: a newer version
| empties it; a request that read an older one (it began before a write)
| neither reads nor keeps a page, unless nothing is kept (a restored
| database's version may start lower). The seconds bound what the version
| cannot see: an offer whose deadline passes, a "clôturée" page's 30 days.
|
| A kept page is sent with the CSP nonce of its first answer (the header is
| rewritten to match) and its brotli/gzip bytes are kept with it: compressing
| 60 KB of HTML again on every visit cost half the throughput. A shared cache
| hands one answer, nonce included, to every visitor for a minute anyway;
| these pages hold no input of the visitor and only sanitised rich text.
| docs/performance.md has the measurement.
|
| Memory is bounded in bytes, not in pages: one page can weigh 60 KB or, with
| hostile data, megabytes, and anybody can ask for as many distinct addresses
| as they like (a new search text each time). The middleware keys a page on
| the parameters it reads only (app/middleware/public_cache_middleware.ts);
| whatever still differs is held within PUBLIC_PAGES_BUDGET_BYTES, least
| recently used out first, and expired pages are swept on each new page and
| by a timer, so an idle process gives the memory back.
*/
/**
 * What all kept pages together may weigh in this process: bodies, compressed
 * copies and bookkeeping, as counted by `entryBytes`. 32 MB hold about 250
 * pages of 60 KB (counted twice: see `textBytes`), far more than the filter
 * combinations people use within a TTL; one per worker.
 */
export const PUBLIC_PAGES_BUDGET_BYTES = 32 * 1024 * 1024

/**
 * A page weighing more than this (as counted) is sent but never kept: about
 * 512,000 characters, eight times the heaviest real page. It stays far below
 * the budget, so one page can never empty the cache on its own.
 */
export const PUBLIC_PAGE_MAX_BYTES = 1024 * 1024

/** The Map slot, the entry object, its headers' strings: a generous flat estimate. */
const ENTRY_OVERHEAD_BYTES = 1024

/** The most V8 spends on a string: two bytes per UTF-16 code unit (one for Latin-1 text). */
const textBytes = (text: string) => 2 * text.length

export type Encoding = 'br' | 'gzip'

export type CachedPage = {
  expires: number
  /** The body as sent before compression: HTML or Inertia's JSON. */
  body: string
  /** The CSP nonce the HTML carries, swapped for each answer's own. */
  nonce: string | null
  /** Its Content-Type. */
  type: string
  /** The headers the page set (ETag, Vary, X-Inertia, Cache-Control…). */
  headers: [string, string][]
  /** Its compressed bytes, made on the first answer that accepts each encoding. */
  compressed: Partial<Record<Encoding, Buffer>>
  /** What it counts for in the budget (body, compressed copies, key, headers). */
  bytes: number
}

export class PublicPageCache {
  /* In use order: the least recently used first (a hit moves a page to the end). */
  #pages = new Map<string, CachedPage>()
  #bytes = 0
  #sweeper: { stop(): void } | null = null
  /* The board version of the kept pages (none yet: -1). */
  #version = -1

  constructor(
    public ttlMs: number,
    public budgetBytes = PUBLIC_PAGES_BUDGET_BYTES,
    public pageMaxBytes = PUBLIC_PAGE_MAX_BYTES,
    /* Tests hand a fake one, to expire pages without waiting. */
    public clock: Clock = systemClock
  ) {}

  /** The page kept under `key`, when kept at the board version the request read. */
  get(version: number, key: string) {
    if (!this.#at(version)) return undefined
    const page = this.#pages.get(key)
    if (!page) return undefined
    if (page.expires <= this.clock.now()) {
      this.#drop(key, page)
      return undefined
    }
    this.#pages.delete(key)
    this.#pages.set(key, page)
    return page
  }

  /**
   * Keeps a page built at board version `version`, unless the cache is off,
   * the page is too heavy or the version is already an old one; true when kept.
   */
  set(version: number, key: string, page: Omit<CachedPage, 'expires' | 'compressed' | 'bytes'>) {
    if (this.ttlMs <= 0 || !this.#at(version)) return false
    const previous = this.#pages.get(key)
    if (previous) this.#drop(key, previous)
    const bytes =
      ENTRY_OVERHEAD_BYTES +
      textBytes(key) +
      textBytes(page.body) +
      page.headers.reduce((sum, [name, value]) => sum + textBytes(name) + textBytes(value), 0)
    if (bytes > Math.min(this.pageMaxBytes, this.budgetBytes)) return false
    this.sweep()
    this.#pages.set(key, { ...page, compressed: {}, bytes, expires: this.clock.now() + this.ttlMs })
    this.#bytes += bytes
    this.#evictBeyondBudget(key)
    this.#startSweeper()
    return true
  }

  /**
   * Keeps a compressed copy with a kept page, counted in the budget. Nothing
   * is kept when the page left the cache meanwhile (evicted, expired, the
   * cache emptied while it was being compressed) or would grow past the cap.
   */
  addCompressed(key: string, page: CachedPage, encoding: Encoding, bytes: Buffer) {
    if (this.#pages.get(key) !== page || page.compressed[encoding]) return
    if (page.bytes + bytes.byteLength > this.pageMaxBytes) return
    page.compressed[encoding] = bytes
    page.bytes += bytes.byteLength
    this.#bytes += bytes.byteLength
    this.#evictBeyondBudget(key)
  }

  /** Drops every expired page (all pages share one TTL, so this is all that is left of a burst). */
  sweep() {
    const now = this.clock.now()
    for (const [key, page] of this.#pages) {
      if (page.expires <= now) this.#drop(key, page)
    }
    if (this.#pages.size === 0) this.#stopSweeper()
  }

  clear() {
    this.#pages.clear()
    this.#bytes = 0
    this.#version = -1
    this.#stopSweeper()
  }

  get size() {
    return this.#pages.size
  }

  /** What the kept pages weigh, as counted against the budget. */
  get bytes() {
    return this.#bytes
  }

  /*
   * Whether pages of `version` may be read and kept now: the current one; a
   * newer one, which empties the cache first (its pages show the board as it
   * was before); an older one only when nothing is kept.
   */
  #at(version: number) {
    if (version === this.#version) return true
    if (version < this.#version) {
      this.sweep()
      if (this.#pages.size > 0) return false
    }
    this.clear()
    this.#version = version
    return true
  }

  #drop(key: string, page: CachedPage) {
    if (this.#pages.get(key) !== page) return
    this.#pages.delete(key)
    this.#bytes -= page.bytes
  }

  /* Least recently used first, never `keep` (the page just kept or grown). */
  #evictBeyondBudget(keep: string) {
    for (const [key, page] of this.#pages) {
      if (this.#bytes <= this.budgetBytes) return
      if (key !== keep) this.#drop(key, page)
    }
  }

  /* An idle process sweeps too; the timer never keeps the process alive. */
  #startSweeper() {
    if (this.#sweeper) return
    this.#sweeper = this.clock.every(Math.max(this.ttlMs, 1000), () => this.sweep())
  }

  #stopSweeper() {
    if (!this.#sweeper) return
    this.#sweeper.stop()
    this.#sweeper = null
  }
}

/*
| Off in the test runner, where each test starts from emptied tables (a test
| turns it on to test it); on in the app processes a test starts, as in production.
*/
const seconds = app.getEnvironment() === 'test' ? 0 : (env.get('PUBLIC_PAGE_CACHE_SECONDS') ?? 10)

export default new PublicPageCache(seconds * 1000)
