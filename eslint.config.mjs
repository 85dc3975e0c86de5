import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Since version 5 the root entry's icons are typed `never`, so the compiler accepts them, and
      // the build finds them missing: each icon comes from its own subpath.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sanity/icons',
              message: "Import each icon from its subpath: '@sanity/icons/Home' for HomeIcon.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-content-lake/**',
    'node_modules/**',
    '.data/**',
    'sanity.types.ts',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench/baseline/.next/**',
  ]),
]);
