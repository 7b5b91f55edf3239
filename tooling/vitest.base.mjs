// The one unit-test setup of the front-end packages (shell, shared, every remote): tests live in
// `__tests__` beside the code, run in happy-dom with vitest globals and the jest-dom matchers.
// A test file that needs another DOM says so itself (`// @vitest-environment jsdom`: DOMPurify
// does not support happy-dom, cure53/DOMPurify#1457).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { announceFastCheckSeed } from './fast-check-seed.mjs';

announceFastCheckSeed();

/**
 * The ES module a package's `exports` map gives `import` for a subpath: in VM contexts (pool `vmThreads`) CommonJS cannot `require`
 * an ES module, and react-router-dom's `node` entry is CommonJS requiring react-router's ES build: the aliases below use these.
 * @param {string} packageDir @param {string} subpath
 */
function importEntry(packageDir, subpath) {
  const exported = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports[subpath];
  return path.join(packageDir, exported.import.default ?? exported.import);
}
/** @param {string} fromDir @param {string} name */
const packageDirOf = (fromDir, name) => path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve(`${name}/package.json`));
const routerDomDir = packageDirOf(fileURLToPath(new URL('../shell', import.meta.url)), 'react-router-dom');
const routerDir = packageDirOf(routerDomDir, 'react-router');

export const frontEndTestConfig = defineConfig({
  resolve: {
    // `shared`'s own subpath entries (flights, passengers, tours) call the API client through the
    // package name, as the singleton they get in the bundles; inside `shared` itself that name is its
    // own entry. Exact match only: `shared/testing` and the other subpaths resolve through exports.
    alias: [
      { find: /^shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      { find: /^react-router-dom$/, replacement: importEntry(routerDomDir, '.') },
      { find: /^react-router\/dom$/, replacement: importEntry(routerDir, './dom') },
      { find: /^react-router$/, replacement: importEntry(routerDir, '.') },
    ],
  },
  test: {
    environment: 'happy-dom',
    globals: true,
    setupFiles: [fileURLToPath(new URL('./vitest-setup.mjs', import.meta.url)), fileURLToPath(new URL('./fast-check-seed.mjs', import.meta.url))],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // A first render imports the page's whole module graph, which on a busy runner can outlast
    // vitest's default. Time budgets are measured by the bench scripts, not here.
    testTimeout: 20_000,
    // vitest's default leaves one core free, which is one worker on a two-core machine; a test file
    // spends much of its time setting up its DOM and importing, so two share the cores well.
    maxWorkers: 2,
    // Each file still gets its own globals and module graph (a VM context), but a worker keeps
    // happy-dom and the libraries loaded: a fresh process per file spent most of its time there.
    pool: 'vmThreads',
  },
});
