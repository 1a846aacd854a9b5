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
      /* Links use plain paths (docs/product.md §2); the generated route registry (Tuyau) is not wired yet. */
      '@adonisjs/prefer-adonisjs-inertia-link': 'error',
    },
  },
  {
    files: ['app/controllers/**/*.ts', 'app/services/**/*.ts', 'app/models/**/*.ts'],
    rules: {
      /* Validation schemas live in app/validators/ (one file per resource, shared rules in one place). */
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vinejs/vine',
              importNames: ['default'],
              message: 'Write the schema in app/validators/ and import it from there.',
            },
          ],
        },
      ],
    },
  }
)
