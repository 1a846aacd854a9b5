import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
| The job board's pages as anonymous visitors get them, kept in this process
| for a few seconds (PUBLIC_PAGE_CACHE_SECONDS, 10 by default, 0 to turn it
| off; always off in tests). A busy board answers most visits from here without a query
| nor a server render; every shared cache may keep these pages for 60 s
| anyway (Cache-Control: public, max-age=60). Any write to an offer or a
| société through its model empties it in this process; other processes (one
| worker per core) and bulk queries catch up when their copies expire.
|
| A kept page is sent with the CSP nonce of its first answer (the header is
| rewritten to match) and its brotli/gzip bytes are kept with it: compressing
| 60 KB of HTML again on every visit cost half the throughput. A shared cache
| hands one answer, nonce included, to every visitor for a minute anyway;
| these pages hold no input of the visitor and only sanitised rich text.
| docs/performance.md has the measurement.
*/

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
  compressed: Partial<Record<'br' | 'gzip', Buffer>>
}

/* A bound on memory: 500 filter combinations of about 60 KB. */
const MAX_PAGES = 500

class PublicPageCache {
  #pages = new Map<string, CachedPage>()

  constructor(public ttlMs: number) {}

  get(key: string) {
    const page = this.#pages.get(key)
    if (page && page.expires <= Date.now()) this.#pages.delete(key)
    return page && page.expires > Date.now() ? page : undefined
  }

  set(key: string, page: Omit<CachedPage, 'expires' | 'compressed'>) {
    if (this.ttlMs <= 0) return
    if (this.#pages.size >= MAX_PAGES) this.#pages.delete(this.#pages.keys().next().value!)
    this.#pages.set(key, { ...page, compressed: {}, expires: Date.now() + this.ttlMs })
  }

  clear() {
    this.#pages.clear()
  }

  get size() {
    return this.#pages.size
  }
}

/* Off in tests, where each test starts from emptied tables (a test turns it on to test it). */
const seconds = app.inTest ? 0 : (env.get('PUBLIC_PAGE_CACHE_SECONDS') ?? 10)

export default new PublicPageCache(seconds * 1000)
