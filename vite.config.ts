import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

/* The server renderer of the guest pages (config/inertia.ts `ssr`), built into public/assets/server. */
const SERVER_ENTRY_POINTS = ['inertia/ssr.tsx']

/*
 * Vite merges the top-level build input (the browser entry) into the SSR
 * environment's: left alone, the server build would bundle inertia/app.tsx and
 * every page as well. The server bundle is the SSR entry and what it imports.
 */
const serverEntryOnly: Plugin = {
  name: 'e-sidoor:server-entry-only',
  apply: 'build',
  configEnvironment(name, options) {
    if (name === 'ssr' && options.build?.rolldownOptions) {
      options.build.rolldownOptions.input = SERVER_ENTRY_POINTS
    }
  },
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx', 'inertia/welcome_boot.ts'],
      serverEntryPoints: SERVER_ENTRY_POINTS,
      reload: ['resources/views/**/*.edge'],
    }),
    serverEntryOnly,
  ],
  /*
   * Scan every page and component at start-up, so dependencies of lazily
   * loaded chunks (TipTap, sweetalert2) are pre-bundled up front: otherwise the
   * first visit to a form makes Vite re-optimise and reload the page.
   */
  optimizeDeps: {
    entries: ['inertia/**/*.tsx', 'inertia/**/*.ts'],
    include: [
      '@tiptap/react',
      '@tiptap/extension-document',
      '@tiptap/extension-paragraph',
      '@tiptap/extension-text',
      '@tiptap/extension-hard-break',
      '@tiptap/extension-heading',
      '@tiptap/extension-blockquote',
      '@tiptap/extension-bold',
      '@tiptap/extension-italic',
      '@tiptap/extension-underline',
      '@tiptap/extension-strike',
      '@tiptap/extension-code',
      '@tiptap/extension-list/bullet-list',
      '@tiptap/extension-list/ordered-list',
      '@tiptap/extension-list/item',
      '@tiptap/extension-list/keymap',
      '@tiptap/extensions/undo-redo',
      '@tiptap/extensions/trailing-node',
      'sweetalert2',
      'nprogress',
      'lucide-react',
    ],
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      /* The record catalogues (plain data, no server code): the labels the server uses too. */
      '#catalogues': `${import.meta.dirname}/app/catalogues`,
    },
  },
})
