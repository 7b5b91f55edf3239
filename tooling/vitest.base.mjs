// The one unit-test setup of the front-end packages (shell, shared, every remote): tests live in
// `__tests__` beside the code, run in happy-dom with vitest globals and the jest-dom matchers.
// A test file that needs another DOM says so itself (`// @vitest-environment jsdom`: DOMPurify
// does not support happy-dom, cure53/DOMPurify#1457).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export const frontEndTestConfig = defineConfig({
  resolve: {
    // `shared`'s own subpath entries (flights, passengers, tours) call the API client through the
    // package name, as the singleton they get in the bundles; inside `shared` itself that name is its
    // own entry. Exact match only: `shared/testing` and the other subpaths resolve through exports.
    alias: [{ find: /^shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) }],
  },
  test: {
    environment: 'happy-dom',
    globals: true,
    setupFiles: [fileURLToPath(new URL('./vitest-setup.mjs', import.meta.url))],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // A first render imports the page's whole module graph, which on a busy runner can outlast
    // vitest's default. Time budgets are measured by the bench scripts, not here.
    testTimeout: 20_000,
    // vitest's default leaves one core free, which is one worker on a two-core machine; a test file
    // spends much of its time setting up its DOM and importing, so two share the cores well.
    maxWorkers: 2,
  },
});
