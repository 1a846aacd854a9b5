import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({ entryPoints: ['inertia/app.tsx'], reload: ['resources/views/**/*.edge'] }),
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
      '@tiptap/extension-link',
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
    },
  },
})
