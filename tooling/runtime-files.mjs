// The two files the shell reads at run time (never baked into its bundle), so moving an area to a
// new build or pointing the site at another API is a file edit that applies on the next page load.
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformOrigin } from './platform-ports.mjs';
import { remoteNames } from './platform-apps.mjs';
import { parseAreaRoutes, ROUTES_FILE } from '../shared/src/routes/published-routes.js';

export { remoteNames };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run production` keeps its database, logs and runtime files (deploy/production.mjs); the release commands switch its registry. */
export function productionStateDir(env = process.env) {
  return path.resolve(repoRoot, env.PRODUCTION_STATE_DIR ?? path.join('.data', 'production'));
}

/** Where `npm run production:cluster` keeps its machines' files (deploy/cluster/cluster.mjs), removed when it stops. */
export function clusterStateDir(env = process.env) {
  return path.resolve(repoRoot, env.CLUSTER_STATE_DIR ?? path.join('.data', 'cluster'));
}

/** The app hosts of the cluster: each serves its own copy of the registry, which the release commands rewrite on every one. */
export const CLUSTER_APP_HOSTS = /** @type {const} */ (['app1', 'app2']);

/** Each app host's registry file in the cluster's state folder. */
export function clusterRegistryFiles(env = process.env) {
  return CLUSTER_APP_HOSTS.map((host) => path.join(clusterStateDir(env), host, 'runtime', 'remotes.json'));
}

/** Origins QA may load another build of an area from (`?mf-override=`), unless MF_OVERRIDE_ORIGINS says otherwise. */
export function overrideOriginsFromEnv(env = process.env) {
  const configured = env.MF_OVERRIDE_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return configured ?? ['http://127.0.0.1:3020', 'http://localhost:3020'];
}

/**
 * The routes a build published beside its manifest (a folder with routes.json), checked; none when it
 * has no such file (a build from before areas published their routes).
 * @param {string} folder
 * @returns {import('../shared/src/routes/published-routes').PublishedRoute[]}
 */
export function publishedRoutesIn(folder) {
  const file = path.join(folder, ROUTES_FILE);
  return existsSync(file) ? [...parseAreaRoutes(JSON.parse(readFileSync(file, 'utf8')), file).routes] : [];
}

/**
 * `remotes.json`: area → manifest URL, each area's routes from its dist/, where an area without a server of its own is
 * served (`areasOrigin`, under `/<area>/releases/`) and the QA override allow-list.
 * @param {{ origins?: Record<string, string>, areasOrigin?: string, overrideOrigins?: string[] }} [options]
 */
export function remotesRegistry(options = {}) {
  /** @type {Record<string, string>} */
  const remotes = {};
  /** @type {Record<string, import('../shared/src/routes/published-routes').PublishedRoute[]>} */
  const routes = {};
  for (const name of remoteNames) {
    const origin = options.origins?.[name] ?? platformOrigin(name);
    remotes[name] = `${origin}/mf-manifest.json`;
    routes[name] = publishedRoutesIn(path.join(repoRoot, name, 'dist'));
  }
  return { remotes, routes, areasOrigin: options.areasOrigin ?? platformOrigin('shell'), overrideOrigins: options.overrideOrigins ?? overrideOriginsFromEnv() };
}

/**
 * `config.json`: the shell's RuntimeConfig (shell/src/config/runtime-config.ts validates it).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runtimeConfig(env = process.env) {
  /** @type {Record<string, string | number>} */
  const config = {
    apiBase: env.API_BASE ?? platformOrigin('api'),
    environment: env.PLATFORM_ENVIRONMENT === 'production' ? 'production' : 'development',
    remoteLoadTimeoutMs: Number(env.REMOTE_LOAD_TIMEOUT_MS ?? 5000),
  };
  if (env.METRIKA_COUNTER_ID) config.metrikaCounterId = Number(env.METRIKA_COUNTER_ID);
  if (env.AMPLITUDE_API_KEY) config.amplitudeApiKey = env.AMPLITUDE_API_KEY;
  if (env.SENTRY_DSN) config.sentryDsn = env.SENTRY_DSN;
  return config;
}

/**
 * Writes a file atomically (temp file + rename) so a page load never reads half a file.
 * @param {string} filePath @param {string} text
 */
export function writeFileAtomically(filePath, text) {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, filePath);
}

/** @param {string} filePath @param {unknown} value */
export function writeJsonAtomically(filePath, value) {
  writeFileAtomically(filePath, `${JSON.stringify(value, null, 2)}\n`);
}
