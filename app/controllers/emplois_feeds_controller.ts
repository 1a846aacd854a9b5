import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Offre from '#models/offre'
import {
  metaDescription,
  publicSlug,
  publicUrl,
  shownText,
  wherePublic,
} from '#services/public_board/public_offres'

/** Text or attribute content for XML. */
export function xmlEscape(value: string) {
  return value.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!
  )
}

/* Far below the 50,000 URLs a sitemap file may hold. */
const SITEMAP_LIMIT = 10_000
const FEED_LIMIT = 50

/*
| What search engines and feed readers fetch: robots.txt, sitemap.xml (the
| public pages, every public offer) and the Atom feed of the latest offers.
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

  async sitemap(ctx: HttpContext) {
    const offres = await wherePublic(
      Offre.query().select(
        'offres.reference',
        'offres.titre',
        'offres.updated_at',
        'offres.published_at'
      )
    )
      .orderBy('offres.published_at', 'desc')
      .orderBy('offres.id', 'desc')
      .limit(SITEMAP_LIMIT)
    const url = (loc: string, lastmod?: DateTime | null) =>
      `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISODate()}</lastmod>` : ''}</url>`
    ctx.response.header('content-type', 'application/xml; charset=utf-8')
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url(publicUrl('/')),
      url(publicUrl('/emplois')),
      ...offres.map((offre) =>
        url(publicUrl(`/emplois/${publicSlug(offre)}`), offre.updatedAt ?? offre.publishedAt)
      ),
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
