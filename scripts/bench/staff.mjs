/*
| `npm run bench -- --staff`: e-sidoor's staff-wide pages and the public board,
| one request at a time (median of 15 after 10 to warm up, the server's CPU per request), as
| `volume-esi@example.fr` (esi, droit lecteur, made by `demo:volume`), with
| PUBLIC_PAGE_CACHE_SECONDS=0 so that every answer is computed. Meant for the
| 10× data set (docs/performance.md "Staff-wide pages and the board at 10×").
*/
import { copyBuild, startServer } from './server.mjs'
import { Session } from './session.mjs'
import { alone } from './run.mjs'

export async function staffBench(options, buildDir, password) {
  const build = copyBuild(buildDir)
  const server = await startServer(build.dir, options, { PUBLIC_PAGE_CACHE_SECONDS: '0' }, 'staff')
  try {
    const session = await new Session(server.url).signIn('volume-esi@example.fr', password)
    const first = await session.page('/dashboard-pro')
    const inertia = {
      'cookie': session.cookie,
      'x-inertia': 'true',
      'x-inertia-version': first.version,
      'accept-encoding': 'br, gzip',
    }
    const index = await fetch(`${server.url}/sitemap.xml`).then((r) => r.text())
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1])
    const offerFiles = files.filter((file) => file.includes('offres-'))
    const rows = []
    for (const [name, path, headers] of [
      ['/dashboard-pro', '/dashboard-pro', inertia],
      ['/dashboard-pro, sorted by contacts', '/dashboard-pro?sort=contacts_count&order=desc', inertia],
      ['every contact, page 1', '/dashboard-pro/contacts', inertia],
      ['every contact, page 2,000', '/dashboard-pro/contacts?page=2000', inertia],
      ['search "lefevre"', '/dashboard-pro/contacts?search=lefevre', inertia],
      ['search "lefevre", page 40', '/dashboard-pro/contacts?search=lefevre&page=40', inertia],
      ['search matching nothing', '/dashboard-pro/contacts?search=zzqx', inertia],
      ['/sitemap.xml', '/sitemap.xml', {}],
      [`first offers' sitemap (of ${offerFiles.length})`, offerFiles[0], {}],
      ['last offers’ sitemap', offerFiles.at(-1), {}],
      ['/emplois', '/emplois', {}],
    ]) {
      if (!path) continue
      const bytes = await fetch(`${server.url}${path}`, { headers })
        .then((r) => r.arrayBuffer())
        .then((body) => body.byteLength)
      /* Warmed first: a server that has just started runs its first requests unoptimised. */
      await alone(server, path, headers, 10)
      rows.push({ request: name, 'ms (CPU)': await alone(server, path, headers, 15), bytes })
    }
    console.log(
      `\ne-sidoor and the board, ${options.db === 'pg' ? `PostgreSQL ${options.pgDb}` : `SQLite ${options.sqlitePath}`}, one request at a time (median of 15; server CPU per request):`
    )
    console.table(rows)
  } finally {
    await server.stop()
    build.remove()
  }
}
