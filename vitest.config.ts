import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // The real module throws outside React Server Components; unit tests run server code directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The secret the fixtures make results' links with (tests/support/lead-fixtures.ts), so that a
    // link the server makes opens a result the fixtures stored.
    env: { RESULTS_LINK_SECRET: 'kX3q9Vw2mP7rT5yB8nL4cF6hJ1dS0gZaQeRuYiOp' },
    // A test file spends much of its time waiting on a database, a mail server or a child process:
    // one worker per core, not Vitest's one fewer (a single worker on a two-core CI machine).
    maxWorkers: Math.max(availableParallelism(), 2),
    // Creating an embedded Postgres takes seconds on a busy two-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
