import { route } from '#tests/helpers/routes'
/*
| /sitemap.xml is an index of files (app/services/emplois/sitemaps.ts):
| what search engines read is the index and every file it lists.
*/

/** The addresses (as paths) of the files the index lists. */
export function indexedPaths(index: string) {
  return [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname
  )
}

/** The sitemap index and every file it lists, as one text; `get` reads one path's body. */
export async function sitemapText(get: (path: string) => Promise<string>) {
  const index = await get(route('sitemap'))
  const files = await Promise.all(indexedPaths(index).map((path) => get(path)))
  return [index, ...files].join('\n')
}
