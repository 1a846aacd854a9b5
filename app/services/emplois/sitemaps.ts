/*
| The job board's sitemaps (docs/performance.md "Staff-wide pages"): every
| public offer listed once, in files of at most `sitemapFiles.size` URLs
| (the protocol allows 50,000), which /sitemap.xml indexes. File n holds the
| public offers whose id is in ((n - 1) × size, n × size]: a primary-key
| range, so any file costs the same (no OFFSET), and a file's address and
| content move only when one of its own offers changes. Files whose range
| holds no public offer are left out of the index.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offre from '#models/offre'
import { wherePublic } from '#services/emplois/public_offres'

/** Offers per sitemap file; tests set a small one. */
export const sitemapFiles = { size: 10_000 }

/** The pages every visitor may see, in their own file. */
export const STATIC_PAGES = ['/', '/emplois']

export type SitemapFile = { number: number; lastmod: DateTime | null }

/** A timestamp as either database returns it (PostgreSQL: Date, SQLite: text in the server's zone). */
function dateOf(value: unknown) {
  if (value instanceof Date) return DateTime.fromJSDate(value)
  if (typeof value === 'string') return DateTime.fromSQL(value)
  return null
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * A timestamp's calendar day in the server's zone, as luxon's default zone reads it
 * (SQLite's text starts with it; PostgreSQL's Date gives its local fields): no luxon
 * object for each of thousands of rows (3,300 URLs at 10×, PostgreSQL: 61 → 32 ms of CPU).
 */
function isoDateOf(value: unknown) {
  if (typeof value === 'string') return value.slice(0, 10)
  if (value instanceof Date) {
    return `${value.getFullYear()}-${twoDigits(value.getMonth() + 1)}-${twoDigits(value.getDate())}`
  }
  return null
}

/**
 * The grouping behind the index: every column it reads is in the index of
 * migration 0290, so the 33,000 public offers of 10× are read from the index
 * alone (SQLite 64–77 → ~20 ms; tested in tests/functional/emplois/sitemaps.spec.ts).
 */
export function offreFilesQuery() {
  const size = Math.max(1, Math.trunc(sitemapFiles.size))
  return wherePublic(Offre.query())
    .select(db.raw(`(offres.id - 1) / ${size} + 1 as file_number`))
    .max('offres.updated_at as lastmod')
    .groupByRaw('1')
    .orderByRaw('1')
}

/** The offers' files that hold at least one public offer, with their latest change. */
export async function offreFiles(): Promise<SitemapFile[]> {
  const rows = await offreFilesQuery().pojo<{ file_number: number | string; lastmod: unknown }>()
  return rows.map((row) => ({ number: Number(row.file_number), lastmod: dateOf(row.lastmod) }))
}

export type SitemapOffre = { reference: string; titre: string; lastmod: string | null }

/**
 * The public offers of file `number`, in id order (empty past the last), as
 * plain rows: thousands of URLs, no model each.
 */
export async function offresOfFile(number: number): Promise<SitemapOffre[]> {
  const size = Math.max(1, Math.trunc(sitemapFiles.size))
  const rows = await wherePublic(
    Offre.query().select(
      'offres.id',
      'offres.reference',
      'offres.titre',
      'offres.updated_at',
      'offres.published_at'
    )
  )
    .where('offres.id', '>', (number - 1) * size)
    .where('offres.id', '<=', number * size)
    .orderBy('offres.id', 'asc')
    .pojo<{ reference: string; titre: string; updated_at: unknown; published_at: unknown }>()
  return rows.map((row) => ({
    reference: row.reference,
    titre: row.titre,
    lastmod: isoDateOf(row.updated_at) ?? isoDateOf(row.published_at),
  }))
}
