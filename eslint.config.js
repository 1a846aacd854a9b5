import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(
  ...react,
  {
    ignores: ['build/**', 'public/assets/**', 'tmp/**', '.adonisjs/**'],
  },
  {
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      /* French copy is full of apostrophes; JSX text renders them safely. */
      'react/no-unescaped-entities': 'off',
      /* Links use plain paths (SPEC routes); no generated route registry here. */
      '@adonisjs/prefer-adonisjs-inertia-link': 'off',
    },
  }
)
