// nginx's half of the 404 rule (deploy/nginx/platform.conf.template): which paths are pages, as a map
// file beside the production registry, written from the same published routes the local server reads
// (shared/src/routes/published-routes.js). A release rewrites it and asks nginx to reload its
// configuration (SIGHUP: new workers take the new map, no request is dropped), so a new page answers
// 200 at once and no server restarts.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routePattern } from '../../shared/src/routes/published-routes.js';
import { writeFileAtomically } from '../runtime-files.mjs';
import { shellPageWithRegistry } from '../shell-page.mjs';
import { refreshSitemap } from '../../shell/server/seo/seo-files.mjs';

/** The map file's name beside remotes.json; nginx.conf includes it. */
export const PAGE_ROUTES_MAP = 'page-routes.map';

/** The page cache's key part (`map $cookie_mf_canary_bucket $page_cache_variant`), beside it; nginx.conf includes it too. */
export const PAGE_CACHE_VARIANTS_MAP = 'page-cache-variants.map';

/** A regular expression for the buckets 0…percent−1, as the canary cookie writes them. @param {number} percent */
const bucketsBelow = (percent) => `(?:${Array.from({ length: percent }, (_, bucket) => bucket).join('|')})`;

/**
 * The body of nginx's `map "$cookie_mf_canary_bucket|$uri" $page_route` (1 for a page), tried in order: a canary's lines first
 * (its routes are pages for its buckets, a route it removed is not), then every live route and the shell's own.
 * @param {import('./release-store.mjs').Registry} registry
 * @param {readonly { path: string }[]} shellRoutes
 */
export function pageRoutesMap(registry, shellRoutes) {
  /** @param {string} buckets @param {string} routePath @param {0 | 1} page */
  const line = (buckets, routePath, page) => `"~*^${buckets}\\|${routePattern(routePath).slice(1)}" ${page};`;
  const lines = [];
  const live = /** @type {Record<string, { path: string }[]>} */ (registry.routes ?? {});
  for (const [area, canary] of Object.entries(registry.canaries ?? {})) {
    const canaryRoutes = /** @type {{ path: string }[]} */ (canary.routes ?? []);
    const buckets = bucketsBelow(canary.percent);
    const kept = new Set(canaryRoutes.map((route) => route.path));
    for (const route of canaryRoutes) lines.push(line(buckets, route.path, 1));
    for (const route of live[area] ?? []) if (!kept.has(route.path)) lines.push(line(buckets, route.path, 0));
  }
  for (const route of [...shellRoutes, ...Object.values(live).flat()]) lines.push(line('[^|]*', route.path, 1));
  return `${lines.join('\n')}\n`;
}

/**
 * The body of nginx's `map $cookie_mf_canary_bucket $page_cache_variant`, the part of a cached page's
 * key (deploy/nginx/platform.conf.template, `proxy_cache_key`) that is not its address:
 * - the cache's generation, new on every start and on every release, rollback and canary step, each
 *   of which rewrites this file and reloads nginx: from then on every page is looked up under new keys
 *   and rendered by the releases the registry now names. That is the purge (nginx's open-source build
 *   has none of its own); the pages under the old keys are never read again and leave when `inactive`.
 * - which canaries the browser is in, from its bucket as published-routes.js `inCanary` reads it: a
 *   canary visitor gets the canary's page, the others the live one's. Buckets that get the same
 *   releases share their pages (`live` for all when no canary runs), rather than one copy per bucket.
 *   The regular expressions are tried in order: a bucket below the smallest percent is in every canary.
 * @param {import('./release-store.mjs').Registry} registry @param {string} [generation]
 */
export function pageCacheVariantsMap(registry, generation = randomBytes(8).toString('hex')) {
  const percents = [...new Set(Object.values(registry.canaries ?? {}).map((canary) => canary.percent))].sort((a, b) => a - b);
  const lines = percents.map((percent) => `"~^${bucketsBelow(percent)}$" "${generation}:below-${percent}";`);
  return `${[...lines, `default "${generation}:live";`].join('\n')}\n`;
}

/**
 * After a registry beside a running nginx changed: writes it into the page nginx serves, rewrites the
 * page map and the page cache's keys and has nginx reload, and resolves once nginx's workers are the
 * reloaded ones: from then on a request gets the new release's routes and pages, none from the cache
 * of the old. A registry with no map beside it (npm start's) is read per request already.
 * @param {string} registryFile @param {readonly { path: string }[]} shellRoutes
 * @returns {Promise<'no nginx' | 'reloaded' | 'unconfirmed'>} 'unconfirmed': nginx was signalled, but its reload not seen (no /proc, or slower than 10 s)
 */
export async function refreshPageMap(registryFile, shellRoutes) {
  const runtimeDir = path.dirname(registryFile);
  const mapFile = path.join(runtimeDir, PAGE_ROUTES_MAP);
  if (!existsSync(mapFile)) return 'no nginx';
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  // the page nginx serves for every page path carries the registry too (tooling/shell-page.mjs): a static file, no reload needed
  const page = path.join(runtimeDir, 'index.html');
  if (existsSync(page)) writeFileAtomically(page, shellPageWithRegistry(readFileSync(page, 'utf8'), registry));
  writeFileAtomically(mapFile, pageRoutesMap(registry, shellRoutes));
  // the cached pages' keys: the reload below purges every page (platform.conf.template)
  writeFileAtomically(path.join(runtimeDir, PAGE_CACHE_VARIANTS_MAP), pageCacheVariantsMap(registry));
  // the sitemap lists the live releases' pages: a static file too
  refreshSitemap(runtimeDir, registry, shellRoutes);
  // the production state folder holds both: <state>/runtime/remotes.json and <state>/nginx.pid
  const pidFile = path.join(runtimeDir, '..', 'nginx.pid');
  if (!existsSync(pidFile)) return 'no nginx';
  const master = Number(readFileSync(pidFile, 'utf8').trim());
  const before = acceptingWorkers(master);
  try {
    process.kill(master, 'SIGHUP');
  } catch {
    return 'no nginx'; // a pid file left by an nginx that stopped
  }
  return before && (await reloaded(master, new Set(before))) ? 'reloaded' : 'unconfirmed';
}

/** How long a release waits for nginx to take its configuration (a reload takes some 100 ms). */
const RELOAD_WAIT_MS = 10_000;

/**
 * The worker processes of an nginx master that take new connections: after a reload the old ones
 * finish their requests as «nginx: worker process is shutting down». Linux's /proc; null elsewhere.
 * @param {number} master
 */
function acceptingWorkers(master) {
  try {
    return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() === 'nginx: worker process';
        } catch {
          return false; // gone meanwhile
        }
      });
  } catch {
    return null;
  }
}

/** Resolves true once every worker taking connections is one started by the reload. @param {number} master @param {Set<string>} old */
async function reloaded(master, old) {
  const deadline = Date.now() + RELOAD_WAIT_MS;
  while (Date.now() < deadline) {
    const workers = acceptingWorkers(master);
    if (workers === null) return false;
    if (workers.length > 0 && workers.every((pid) => !old.has(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}
