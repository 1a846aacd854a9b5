import './css/app.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/client'
import { defaults, title } from '~/app_options'
import AuthLayout from '~/layouts/auth'
import BackendLayout from '~/layouts/backend'
import WelcomeLayout from '~/layouts/welcome'
import { installFlashToasts } from '~/lib/flash'
import { installVisitBehaviours } from '~/lib/visits'
import { startLayoutSettings } from '~/layout_settings/store'

/* One lazily loaded chunk per page. */
const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')

createInertiaApp({
  title,
  resolve: async (name) => {
    const loader = pages[`./pages/${name}.tsx`]
    if (!loader) throw new Error(`Page introuvable : ${name}`)
    const page = await loader()
    return page.default
  },
  /* welcome for the landing page, auth for auth/*, backend for the rest, unless a page declares its own. */
  layout: (name) => {
    if (name === 'welcome') return WelcomeLayout
    if (name.startsWith('auth/')) return AuthLayout
    return BackendLayout
  },
  /* Guest pages arrive rendered by the server (inertia/ssr.tsx): hydrated, not rendered again. */
  setup({ el, App, props }) {
    const app = (
      <TuyauProvider client={client}>
        <App {...props} />
      </TuyauProvider>
    )
    if (el.dataset.serverRendered === 'true' && el.hasChildNodes()) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  /* The progress bar is nprogress, wired in lib/visits.ts. */
  progress: false,
  defaults,
})

startLayoutSettings()
installFlashToasts()
installVisitBehaviours()
