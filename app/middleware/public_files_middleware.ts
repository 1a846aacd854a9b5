import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/*
| @adonisjs/static in front of every request asks the disk whether the path
| is a file of public/ (a `stat` per request, and a promise wrapped around
| the rest of the pipeline), pages and Inertia visits included. Every file
| public/ holds has an extension (Vite's hashed assets, favicon.svg), and no
| page's path ends in one but robots.txt, sitemap.xml and /emplois.xml (routes,
| which static passes on since public/ has no such file), so only GET/HEAD
| paths whose last segment has a dot are handed to it; the rest go straight on.
*/
export function mayBePublicFile(method: string, path: string) {
  if (method !== 'GET' && method !== 'HEAD') return false
  return path.slice(path.lastIndexOf('/') + 1).includes('.')
}

@inject()
export default class PublicFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!mayBePublicFile(ctx.request.method(), ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
