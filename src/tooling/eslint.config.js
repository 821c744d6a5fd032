// Lint rules for the whole repository: `npm run lint` from the root. Editors find them through
// the one-line eslint.config.js of src/, netlify/ and mocks/ (the nearest config above a file),
// so every pattern here is relative to the repository's root, wherever the config is loaded from.
// The rules on imports (one way, no circle) are dependency-cruiser's: lint/import-rules.js.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';

const root = path.resolve(import.meta.dirname, '../..');

export default tseslint
  .config(
    {
      ignores: [
        'dist/**',
        '.netlify/**',
        'node_modules/**',
        'test-results/**',
        'playwright-report/**',
        'src/routeTree.gen.ts',
        'mocks/mockServiceWorker.js',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['src/**/*.{ts,tsx}'],
      ...reactHooks.configs.flat.recommended,
    },
    {
      files: ['src/**/*.tsx'],
      ...jsxA11y.configs.recommended,
    },
    {
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      },
    },
  )
  .map((config) => ({ basePath: root, ...config }));
