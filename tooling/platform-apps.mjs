// Reads tooling/platform.json, the one list of deployables. Dependency-free (node: modules only) so
// scripts/platform.mjs can use it before `pnpm install`; JSON rather than code so the API's
// TypeScript can read the same file.
import { readFileSync } from 'node:fs';

/**
 * @typedef {object} PlatformApp
 * @property {string} name package folder and registry key (`mf-avia`)
 * @property {'host' | 'remote' | 'api'} kind
 * @property {string} [area] the route-table area it renders (shared/src/routes/route-table.ts)
 * @property {string} portEnv environment variable that moves it to another port
 * @property {number} defaultPort
 */

/** @type {PlatformApp[]} */
export const platformApps = JSON.parse(readFileSync(new URL('./platform.json', import.meta.url), 'utf8')).apps;

/** The shell and every remote: the packages webpack builds. */
export const frontEndNames = platformApps.filter((app) => app.kind !== 'api').map((app) => app.name);

/** Every remote, in the order of platform.json. */
export const remoteNames = platformApps.filter((app) => app.kind === 'remote').map((app) => app.name);

/**
 * The federation container name: the package name with `_`, because the container name becomes a
 * JavaScript global (`mf-avia` would not build). The shell reads it from the area's mf-manifest.json.
 * @param {string} name
 */
export function federationContainerName(name) {
  return name.replace(/-/g, '_');
}
