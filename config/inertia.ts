import env from '#start/env'
import { defineConfig } from '@adonisjs/inertia'

/**
 * Pages rendered on the server before the browser hydrates them: the guest
 * pages, first seen by someone who has no cached JavaScript yet (the landing
 * page, sign-in, sign-up, password reset…). Their frames (inertia/layouts/welcome
 * and auth) hold no per-browser state. The signed-in back-office is rendered
 * by the browser only: its shell follows the layout settings kept in
 * localStorage and the window width, which the server cannot know, and its
 * JavaScript is cached after the first page. inertia/ssr.tsx bundles exactly these pages.
 */
export const serverRenderedPage = (page: string) => page === 'welcome' || page.startsWith('auth/')

export default defineConfig({
  rootView: 'inertia_layout',
  encryptHistory: false,
  ssr: {
    /* INERTIA_SSR=false turns it off without a rebuild (every page is then rendered by the browser). */
    enabled: env.get('INERTIA_SSR', true),
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => serverRenderedPage(page),
  },
})
