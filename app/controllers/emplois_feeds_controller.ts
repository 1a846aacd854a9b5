import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Offre from '#models/offre'
import {
  metaDescription,
  publicSlug,
  publicUrl,
  shownText,
  wherePublic,
} from '#services/emplois/public_offres'
import { STATIC_PAGES, offreFiles, offresOfFile, sitemapFiles } from '#services/emplois/sitemaps'

/** Text or attribute content for XML. */
export function xmlEscape(value: string) {
  return value.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!
  )
}

const FEED_LIMIT = 50
/* PostgreSQL's integer: the largest record id. */
const MAX_ID = 2_147_483_647

const sitemapUrl = (loc: string, lastmod?: string | null) =>
  `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`

/*
| What search engines and feed readers fetch: robots.txt, sitemap.xml (an
| index of files listing the public pages and every public offer, see
| app/services/emplois/sitemaps.ts) and the Atom feed of the latest offers.
| Only public offers, through the same rule as the job board (wherePublic).
| Every address is on APP_URL (publicUrl), never on the request's Host.
*/
export default class EmploisFeedsController {
  async robots(ctx: HttpContext) {
    ctx.response.header('content-type', 'text/plain; charset=utf-8')
    return [
      'User-agent: *',
      'Allow: /$',
      'Allow: /emplois',
      'Disallow: /app/',
      'Disallow: /dashboard',
      'Disallow: /dashboard-pro/',
      'Disallow: /profile',
      '',
      `Sitemap: ${publicUrl('/sitemap.xml')}`,
      '',
    ].join('\n')
  }

  /** The sitemap index: the static pages' file, then each offers' file holding a public offer. */
  async sitemap(ctx: HttpContext) {
    const files = await offreFiles()
    const entry = (name: string, lastmod?: DateTime | null) =>
      `  <sitemap><loc>${xmlEscape(publicUrl(`/sitemaps/${name}.xml`))}</loc>${lastmod ? `<lastmod>${lastmod.toISODate()}</lastmod>` : ''}</sitemap>`
    ctx.response.header('content-type', 'application/xml; charset=utf-8')
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry('pages'),
      ...files.map((file) => entry(`offres-${file.number}`, file.lastmod)),
      '</sitemapindex>',
      '',
    ].join('\n')
  }

  /** One file of the index: /sitemaps/pages.xml or /sitemaps/offres-<n>.xml (404 when empty). */
  async sitemapFile(ctx: HttpContext) {
    const file = String(ctx.params.file)
    let urls: string[]
    if (file === 'pages.xml') {
      urls = STATIC_PAGES.map((path) => sitemapUrl(publicUrl(path)))
    } else {
      const number = Number(/^offres-(\d+)\.xml$/.exec(file)?.[1])
      /* Ids are PostgreSQL integers: a file past them cannot hold any. */
      const offres =
        number * sitemapFiles.size <= MAX_ID + sitemapFiles.size ? await offresOfFile(number) : []
      if (!offres.length) return ctx.response.notFound('Not found')
      urls = offres.map((offre) =>
        sitemapUrl(publicUrl(`/emplois/${publicSlug(offre)}`), offre.lastmod)
      )
    }
    ctx.response.header('content-type', 'application/xml; charset=utf-8')
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n')
  }

  async feed(ctx: HttpContext) {
    const offres = await wherePublic(Offre.query().preload('societe'))
      .orderBy('offres.published_at', 'desc')
      .orderBy('offres.id', 'desc')
      .limit(FEED_LIMIT)
    const updated = offres[0]?.publishedAt ?? offres[0]?.createdAt ?? DateTime.fromSeconds(0)
    const entries = offres.map((offre) => {
      const link = publicUrl(`/emplois/${publicSlug(offre)}`)
      const societe = shownText(offre.societe.nom)
      const published = (offre.publishedAt ?? offre.createdAt).toUTC().toISO()
      return [
        '  <entry>',
        `    <id>${xmlEscape(link)}</id>`,
        `    <title>${xmlEscape(`${offre.titre} — ${societe}`)}</title>`,
        `    <link rel="alternate" type="text/html" href="${xmlEscape(link)}"/>`,
        `    <published>${published}</published>`,
        `    <updated>${(offre.updatedAt ?? offre.createdAt).toUTC().toISO()}</updated>`,
        `    <author><name>${xmlEscape(societe)}</name></author>`,
        `    <summary>${xmlEscape(metaDescription(offre.description, 300))}</summary>`,
        '  </entry>',
      ].join('\n')
    })
    ctx.response.header('content-type', 'application/atom+xml; charset=utf-8')
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
      `  <id>${xmlEscape(publicUrl('/emplois'))}</id>`,
      '  <title>e-sidoor — Offres d’emploi, de stage et d’alternance</title>',
      `  <link rel="self" type="application/atom+xml" href="${xmlEscape(publicUrl('/emplois.xml'))}"/>`,
      `  <link rel="alternate" type="text/html" href="${xmlEscape(publicUrl('/emplois'))}"/>`,
      `  <updated>${updated.toUTC().toISO()}</updated>`,
      ...entries,
      '</feed>',
      '',
    ].join('\n')
  }
}
