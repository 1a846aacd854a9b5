import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { ApplicationService } from '@adonisjs/core/types'

/*
| TEST_ASSETS=built: the test server serves the pages from a `vite build`
| (public/assets, what production serves) instead of starting Vite's dev
| server. A browser then loads a page as a few bundled files instead of
| hundreds of transformed modules, each context again: the browser suite runs
| much faster (CI builds once, in npm run check:redeploy, and reuses it). No
| hot reload and React's production build: developers keep the default.
|
| @adonisjs/vite starts its dev server whenever the environment is "test"
| (providers/vite_provider.js), with no option to say otherwise; without a dev
| server it reads the manifest, serves the SSR bundle and Inertia's version
| from the build. So the one thing to stop is that start.
*/
export const BUILT_ASSETS = process.env.TEST_ASSETS === 'built'

const MANIFEST = 'public/assets/.vite/manifest.json'
const SERVER_MANIFEST = 'public/assets/server/.vite/manifest.json'
/* What the bundles are made of (vite.config.ts aliases app/catalogues). */
const SOURCES = ['inertia', 'app/catalogues', 'vite.config.ts']

function newestModification(path: string): number {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)))
  }
  return newest
}

/**
 * Why the build cannot be used (missing, or older than a source it bundles),
 * or undefined. A stale build would test yesterday's pages without a word.
 */
export function builtAssetsProblem(root: string): string | undefined {
  let built: number
  try {
    built = Math.min(
      statSync(join(root, MANIFEST)).mtimeMs,
      statSync(join(root, SERVER_MANIFEST)).mtimeMs
    )
  } catch {
    return `TEST_ASSETS=built, but there is no build (${MANIFEST}): run \`npx vite build --app\` first (scripts/test_browser.sh does)`
  }
  const stale = SOURCES.find((source) => newestModification(join(root, source)) > built)
  if (stale) {
    return `TEST_ASSETS=built, but ${stale} changed after the build in public/assets: run \`npx vite build --app\` again`
  }
  return undefined
}

/** Keeps the Vite provider from starting its dev server (call before the app starts). */
export function withoutViteDevServer(app: ApplicationService) {
  app.booted(async () => {
    const vite = await app.container.make('vite')
    vite.createDevServer = async () => {}
  })
  /* If a new @adonisjs/vite starts its server another way, say so rather than test in dev mode. */
  app.ready(async () => {
    const vite = await app.container.make('vite')
    if (vite.useDevServer) {
      throw new Error('TEST_ASSETS=built, but the Vite dev server started anyway')
    }
  })
}
