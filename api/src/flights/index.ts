import type { ApiModule } from '../modules/api-module.js';

/**
 * Placeholder owned by the flights engineer (issue 6): replace freely. It is listed in
 * src/modules/all-modules.ts so its routes, seed and hooks are wired in.
 */
export const flightsModule: ApiModule = {
  name: 'flights',
  routes: () => [],
};
