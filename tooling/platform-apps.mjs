// Reads tooling/platform.json, the one list of deployables: dependency-free for scripts/platform.mjs before `pnpm install`,
// JSON so the API's TypeScript reads the same file.
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
 * The federation container name, the package name with `_`: it becomes a JavaScript global (`mf-avia` would not build).
 * @param {string} name
 */
export function federationContainerName(name) {
  return name.replace(/-/g, '_');
}
