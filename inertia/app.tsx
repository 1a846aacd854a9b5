import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/client'
import AuthLayout from '~/layouts/auth'
import BackendLayout from '~/layouts/backend'
import WelcomeLayout from '~/layouts/welcome'
import { installFlashToasts } from '~/lib/flash'
import { installVisitBehaviours } from '~/lib/visits'
import { startLayoutSettings } from '~/layout_settings/store'

const appName = import.meta.env.VITE_APP_NAME || 'e-sidoor'

/* One lazily loaded chunk per page. */
const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')

createInertiaApp({
  title: (title) => (title ? `${title} - ${appName}` : appName),
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
  setup({ el, App, props }) {
    createRoot(el).render(
      <TuyauProvider client={client}>
        <App {...props} />
      </TuyauProvider>
    )
  },
  /* The progress bar is nprogress, wired in lib/visits.ts. */
  progress: false,
  defaults: { prefetch: { hoverDelay: 75, cacheFor: 30000 } },
})

startLayoutSettings()
installFlashToasts()
installVisitBehaviours()
