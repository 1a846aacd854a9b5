import './css/app.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/client'
import { defaults, title } from '~/app_options'
import type { ComponentType } from 'react'
import { installFlashToasts } from '~/lib/flash'
import { installVisitBehaviours } from '~/lib/visits'
import { startLayoutSettings } from '~/layout_settings/store'
import { installFocusOnVisit } from '~/layouts/focus_on_visit'

/* One lazily loaded chunk per page. */
const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')

/*
| The frames, each in a chunk of its own, fetched with the first page that
| needs it: the landing page does not download the signed-in shell (header,
| sidebar, side overlay), nor a signed-in page the landing page's header.
| welcome for the landing page and the job board, auth for auth/*, backend for the rest.
*/
type Frame = 'welcome' | 'auth' | 'backend'
const FRAMES: Record<Frame, () => Promise<{ default: ComponentType<any> }>> = {
  welcome: () => import('~/layouts/welcome'),
  auth: () => import('~/layouts/auth'),
  backend: () => import('~/layouts/backend'),
}
const frameOf = (name: string): Frame =>
  name === 'welcome' || name.startsWith('emplois/')
    ? 'welcome'
    : name.startsWith('auth/')
      ? 'auth'
      : 'backend'
const loadedFrames = new Map<Frame, ComponentType<any>>()

createInertiaApp({
  title,
  resolve: async (name) => {
    const loader = pages[`./pages/${name}.tsx`]
    if (!loader) throw new Error(`Page introuvable : ${name}`)
    const frame = frameOf(name)
    const [page, layout] = await Promise.all([loader(), FRAMES[frame]()])
    loadedFrames.set(frame, layout.default)
    return page.default
  },
  /* The frame resolve() has loaded, unless a page declares its own. */
  layout: (name) => loadedFrames.get(frameOf(name)),
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
installFocusOnVisit()
