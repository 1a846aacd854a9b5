/*
| Edge globals. `inertiaRoot(page)` replaces the package's `@inertia()` tag in
| the root view: it escapes the embedded page object for a script element (the
| package only escapes "/", and a stored `<!--<script>` then blanks the page).
| A server-rendered page (inertia/ssr.tsx) keeps that escaped script; its HTML
| goes inside the root element, marked for inertia/app.tsx to hydrate.
*/
import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import { scriptSafeJson } from '#services/platform/page_json'

type PageObject = { ssrBody?: string; ssrHead?: string[] } & Record<string, unknown>
type RootAttributes = { id?: string; class?: string; as?: string }

edge.global('inertiaRoot', (page: PageObject = {}, attributes: RootAttributes = {}) => {
  /* The SSR fields are for this view only (ssrHead goes to @inertiaHead), never sent to the browser. */
  const { ssrBody, ssrHead, ...pageObject } = page
  const id = attributes.id ?? 'app'
  const tag = attributes.as ?? 'div'
  const className = attributes.class ? ` class="${attributes.class}"` : ''
  const rendered = ssrBody ? ' data-server-rendered="true"' : ''
  return `<script data-page="${id}" type="application/json">${scriptSafeJson(pageObject)}</script><${tag} id="${id}"${className}${rendered}>${ssrBody ?? ''}</${tag}>`
})

/*
| edge.js bug: the components plugin decides at construction whether to list
| the components directory again before every render (`recurring: !cache`),
| and the shared instance is constructed without options; the core provider
| only turns the cache on afterwards. So in production every request read
| resources/views recursively from disk. The views do not change while a
| production server runs: the first listing is kept.
*/
if (app.inProduction) {
  const listComponents = edge.loader.listComponents.bind(edge.loader)
  let components: ReturnType<typeof listComponents> | undefined
  edge.loader.listComponents = () => (components ??= listComponents())
}
