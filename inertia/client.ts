/*
| URLs by route name, from the registry generated out of start/routes
| (.adonisjs/client/registry, written again by `npm run dev` and `npm run build`).
| Pages never write a path by hand: `urlFor('contacts.show', { id })`.
|
| Tuyau's full client also carries an HTTP client (ky, ~6 KB gzip on every
| page) that nothing here uses: the app talks to the server through Inertia.
| This is the part of it the app needs, built on the same URL builder as
| Tuyau's: `urlFor` and `getRoute`, which `TuyauProvider` hands to
| @adonisjs/inertia's `<Link>`. Its type stays Tuyau's, so route names and
| parameters are still checked.
*/
import { registry } from '@generated/registry'
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'
import type { createTuyau } from '@tuyau/core/client'

type Registry = typeof registry
type Client = ReturnType<typeof createTuyau<Registry>>
type RouteName = keyof Registry['routes'] & string

/** Query string of flat values (`?statut=publiee`), empty values left out. */
function searchParams(query: Record<string, unknown> = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(Array.isArray(value) ? `${key}[]` : key, String(item))
    }
  }
  return params.toString()
}

const builder = createUrlBuilder(
  {
    root: Object.entries(registry.routes).map(([name, entry]) => ({
      name,
      domain: 'root',
      ...entry,
    })),
  },
  searchParams
)

function getRoute(name: RouteName, args?: { params?: Record<string, unknown> }) {
  const route = registry.routes[name as keyof Registry['routes']]
  if (!route) throw new Error(`Route inconnue : ${name}`)
  const method = route.methods[0].toLowerCase() as 'get'
  return { url: builder[method](name, args?.params ?? {}).url, methods: route.methods }
}

export const client = { urlFor: builder, getRoute } as unknown as Client

export const urlFor = client.urlFor
