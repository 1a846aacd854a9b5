import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/static'

/* Vite's build output: file names carry a content hash, so they never change. */
const HASHED_ASSETS = app.publicPath('assets')

export default defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) => ({
    'Cache-Control': path.startsWith(HASHED_ASSETS)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600',
  }),
})
