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
   * loaded chunks (TipTap, chart.js) are pre-bundled up front: otherwise the
   * first visit to a form makes Vite re-optimise and reload the page.
   */
  optimizeDeps: {
    entries: ['inertia/**/*.tsx', 'inertia/**/*.ts'],
    include: [
      '@tiptap/react',
      '@tiptap/starter-kit',
      'chart.js',
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
