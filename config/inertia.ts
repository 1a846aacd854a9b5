import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/*
| The assets version Inertia compares with the browser's (a new build makes
| the browser reload). Left to the package, it is the hash of the Vite
| manifest recomputed on every request (the cache lives on the per-request
| Inertia object); the manifest of a build does not change, so it is hashed
| once at boot. Without a build (development, tests) the package's "1" stays.
*/
function buildAssetsVersion() {
  const manifest = app.makePath('public/assets/.vite/manifest.json')
  if (!app.inProduction || !existsSync(manifest)) return undefined
  return createHash('md5').update(readFileSync(manifest)).digest('hex')
}

/**
 * Pages rendered on the server before the browser hydrates them: the guest
 * pages, first seen by someone who has no cached JavaScript yet (the landing
 * page, sign-in, sign-up, password reset…), and the public job board (emplois/*),
 * read by search engines. Their frames (inertia/layouts/welcome
 * and auth) hold no per-browser state. The signed-in back-office is rendered
 * by the browser only: its shell follows the layout settings kept in
 * localStorage and the window width, which the server cannot know, and its
 * JavaScript is cached after the first page. inertia/ssr.tsx bundles exactly these pages.
 */
export const serverRenderedPage = (page: string) =>
  page === 'welcome' || page.startsWith('auth/') || page.startsWith('emplois/')

export default defineConfig({
  rootView: 'inertia_layout',
  encryptHistory: false,
  assetsVersion: buildAssetsVersion(),
  ssr: {
    /* INERTIA_SSR=false turns it off without a rebuild (every page is then rendered by the browser). */
    enabled: env.get('INERTIA_SSR', true),
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => serverRenderedPage(page),
  },
})
