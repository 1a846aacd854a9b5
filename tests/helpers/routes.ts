/*
| Tests address routes by name (issue 43), the way the app does, so a
| renamed path moves with its route instead of 1,500 strings:
|
|   route('offres.edit', { id: offre.id })                  // /app/offres/12/edit
|   route('offres.index', {}, { statut: 'brouillon' })      // /app/offres?statut=brouillon
|
| Names and params are checked by the compiler against the routes the app
| declares (.adonisjs/server/routes.d.ts, `node ace list:routes`). A path
| stays literal only where it is the point of the test (an unknown URL, a
| path traversal, a legacy path), with a comment saying so.
*/
import router from '@adonisjs/core/services/router'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { RoutesList } from '@adonisjs/core/types/http'

type Routes = RoutesList['ALL']
export type RouteName = keyof Routes & string
type Query = Record<string, unknown>
type Params<Name extends RouteName> = Routes[Name]['params']

/** Routes without params take none (or `{}` before a query string); the others require theirs. */
type Args<Name extends RouteName> =
  undefined extends Params<Name>
    ? [params?: Params<Name>, qs?: Query]
    : [params: Params<Name>, qs?: Query]

const build = urlFor as unknown as (
  name: string,
  params?: Record<string, unknown>,
  options?: { qs?: Query }
) => string

/** The URL of a route by its name, with its params and an optional query string. */
export function route<Name extends RouteName>(name: Name, ...[params, qs]: Args<Name>): string {
  /* Spec files are imported before the runner's setup starts the HTTP server,
     which is what commits the router; a URL built at import time (a dataset, a
     constant) commits it first. Every route is declared by then (start/routes
     is preloaded at boot), and committing again is a no-op. */
  router.commit()
  return build(name, params as Record<string, unknown> | undefined, qs ? { qs } : undefined)
}

/** The name of the route a URL (or path) leads to, e.g. to find a link in a mail. */
export function routeOf(url: string, method: 'GET' | 'POST' = 'GET'): RouteName | undefined {
  router.commit()
  const path = new URL(url, 'http://localhost').pathname
  return router.match(path, method, false)?.route.name as RouteName | undefined
}

/** The pattern of a route by its name (`offres.edit` → `/app/offres/:id/edit`), as router.toJSON() lists it. */
export function patternOf(name: RouteName): string {
  router.commit()
  return router.findOrFail(name, undefined, undefined, true).pattern
}
