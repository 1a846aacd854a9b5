/*
| Edge globals. `inertiaRoot(page)` replaces the package's `@inertia()` tag in
| the root view: it escapes the embedded page object for a script element (the
| package only escapes "/", and a stored `<!--<script>` then blanks the page).
| A server-rendered page (inertia/ssr.tsx) keeps that escaped script; its HTML
| goes inside the root element, marked for inertia/app.tsx to hydrate.
*/
import edge from 'edge.js'
import { scriptSafeJson } from '#services/page_json'

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
