import { fileURLToPath } from 'node:url';
import { announceFastCheckSeed } from 'tooling/fast-check-seed.mjs';
import { configDefaults, defineConfig } from 'vitest/config';

announceFastCheckSeed();

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // `*.postgres.test.ts` test what only a PostgreSQL server has (a connection it can end): the
    // PostgreSQL pass of npm test runs them (DATABASE_URL, scripts/with-postgres.mjs).
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['test/**/*.postgres.test.ts'])],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: [fileURLToPath(new URL('../tooling/fast-check-seed.mjs', import.meta.url))],
    environment: 'node',
    // Password hashing is slow by design, and fuzz runs many requests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database; two at a time matches the two cores.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its loaded modules from one file to the next instead of loading the API (and
    // compiling PGlite's WebAssembly) again per file: nothing a file builds outlives it (its own app
    // and database, closed in afterAll), the API's module-level caches are pure functions of the
    // generated schedule, as in a long-lived process, and spies are restored after every test.
    isolate: false,
    restoreMocks: true,
  },
});
