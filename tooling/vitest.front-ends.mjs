// npm test's front-end unit step: shared, the shell and every remote in one vitest run, each package
// a project with its own config (tooling/vitest.base.mjs). One run starts vitest once and keeps both
// workers busy across the packages, where one run per package started it six times and left a core
// idle at each package's end.
import { defineConfig } from 'vitest/config';
import { frontEndNames } from './platform-apps.mjs';

export default defineConfig({
  test: {
    projects: ['shared', ...frontEndNames].map((name) => `../${name}`),
    // as tooling/vitest.base.mjs: two workers share the two cores
    maxWorkers: 2,
  },
});
