import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'
import { fileURLToPath } from 'node:url'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'

/* `#models/x` and `~/x` as Node and Vite find them: `.js` written, `.ts`/`.tsx` on disk. */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: { '~': [fileURLToPath(new URL('./inertia', import.meta.url))] },
})

/* Validation schemas live in app/validators/ (one file per resource, shared rules in one place). */
const vineOutsideValidators = {
  name: '@vinejs/vine',
  importNames: ['default'],
  message: 'Write the schema in app/validators/ and import it from there.',
}

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
      /* The record catalogues are plain data the browser reads too (labels said once). */
      '@adonisjs/no-backend-import-in-frontend': ['error', { allowed: ['#catalogues/*'] }],
    },
  },
  {
    /* A catalogue is plain data the browser imports: it may import other catalogues, and types. */
    files: ['app/catalogues/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!#catalogues/)',
              allowTypeImports: true,
              message:
                'A record catalogue is read by the browser too: import only types (or another catalogue); server code goes in app/lists/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/controllers/**/*.ts', 'app/services/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [vineOutsideValidators] }],
    },
  },
  {
    files: ['app/models/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [vineOutsideValidators],
          patterns: [
            {
              regex: '^#(services|controllers|middleware|transformers|policies)/',
              message:
                'A model never imports an upper layer (docs/architecture.md, house rules): let the service subscribe to the model from a start file (start/events.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    /* No import circles (docs/architecture.md): a lazy `import()` of a page or chunk is not one. */
    files: ['app/**/*.ts', 'start/**/*.ts', 'inertia/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  }
)
