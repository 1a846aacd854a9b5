/*
| What the browser app (app.tsx) and the server renderer (ssr.tsx) must agree
| on, so that a server-rendered page hydrates into the same markup: the
| document title and Inertia's defaults. No side effect here: ssr.tsx imports it.
*/
const appName = import.meta.env.VITE_APP_NAME || 'e-sidoor'

export const title = (pageTitle: string) => (pageTitle ? `${pageTitle} - ${appName}` : appName)

export const defaults = { prefetch: { hoverDelay: 75, cacheFor: 30000 } }
