/*
| Edge globals. `inertiaRoot(page)` replaces the package's `@inertia()` tag in
| the root view: it escapes the embedded page object for a script element (the
| package only escapes "/", and a stored `<!--<script>` then blanks the page).
*/
import edge from 'edge.js'
import { scriptSafeJson } from '#services/page_json'

type PageObject = { ssrBody?: string } & Record<string, unknown>
type RootAttributes = { id?: string; class?: string; as?: string }

edge.global('inertiaRoot', (page: PageObject = {}, attributes: RootAttributes = {}) => {
  if (page.ssrBody) return page.ssrBody
  const id = attributes.id ?? 'app'
  const tag = attributes.as ?? 'div'
  const className = attributes.class ? ` class="${attributes.class}"` : ''
  return `<script data-page="${id}" type="application/json">${scriptSafeJson(page)}</script><${tag} id="${id}"${className}></${tag}>`
})
