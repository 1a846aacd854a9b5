/*
| Server-side rendering entry: config/inertia.ts `ssr.entrypoint`, bundled by
| the `serverEntryPoints` of vite.config.ts into public/assets/server/ (loaded
| from there in production, through Vite's module runner in dev and tests).
|
| Only the guest pages are rendered on the server (config/inertia.ts
| `ssr.pages`): the landing page, auth/* and the public job board (emplois/*). Their modules are the only ones
| bundled here; a page outside the list is an error, not a silent client render.
|
| Nothing with a browser side effect is imported: no CSS, no layout settings
| start-up, no flash toasts or visit behaviours (app.tsx starts those).
|
| Until the browser has hydrated the page, what is typed or autofilled is
| handed to the form once hydrated (lib/hydration.ts). The guest forms work
| on their own meanwhile (components/auth/auth_form.tsx: method="post", an
| action and a CSRF field, so no browser ever sends a password in a URL);
| other submit buttons stay disabled until hydrated.
*/
import { renderToString } from 'react-dom/server'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/client'
import { defaults, title } from '~/app_options'
import AuthLayout from '~/layouts/auth'
import WelcomeLayout from '~/layouts/welcome'

const pages = import.meta.glob<{ default: ResolvedComponent }>(
  ['./pages/welcome.tsx', './pages/auth/*.tsx', './pages/emplois/*.tsx'],
  { eager: true }
)

/**
 * Renders one page object. `body` is the HTML that goes inside the root
 * element; the root element and the embedded page object are written by the
 * root view (start/view.ts `inertiaRoot`), which escapes the JSON for a script element.
 * A page that fails to render on the server is logged and sent without a
 * body: the browser renders it, as it does every signed-in page.
 */
export default async function render(page: Page): Promise<{ head: string[]; body: string }> {
  try {
    return await renderPage(page)
  } catch (error) {
    console.error(`SSR: rendu serveur impossible de ${page.component}, rendu navigateur`, error)
    return { head: [], body: '' }
  }
}

async function renderPage(page: Page) {
  let body = ''
  const { head } = await createInertiaApp({
    page,
    title,
    defaults,
    resolve: (name) => {
      const module = pages[`./pages/${name}.tsx`]
      if (!module) throw new Error(`Page non rendue côté serveur : ${name} (inertia/ssr.tsx)`)
      return module.default
    },
    layout: (name) =>
      name === 'welcome' || name.startsWith('emplois/') ? WelcomeLayout : AuthLayout,
    render: (element) => (body = renderToString(element)),
    setup: ({ App, props }) => (
      <TuyauProvider client={client}>
        <App {...props} />
      </TuyauProvider>
    ),
  })
  return { head, body }
}
