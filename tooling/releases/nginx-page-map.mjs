// nginx's half of the 404 rule (deploy/nginx/platform.conf.template): which paths are pages, as a map
// file beside the production registry, written from the same published routes the local server reads
// (shared/src/routes/published-routes.js). A release rewrites it and asks nginx to reload its
// configuration (SIGHUP: new workers take the new map, no request is dropped), so a new page answers
// 200 at once and no server restarts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routePattern } from '../../shared/src/routes/published-routes.js';
import { writeFileAtomically } from '../runtime-files.mjs';
import { shellPageWithRegistry } from '../shell-page.mjs';
import { refreshSitemap } from '../../shell/server/seo/seo-files.mjs';

/** The map file's name beside remotes.json; nginx.conf includes it. */
export const PAGE_ROUTES_MAP = 'page-routes.map';

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
 * After a registry beside a running nginx changed: written into the page nginx serves, page map rewritten, nginx reloaded
 * (npm start's registry has no map beside it: it is read per request).
 * @param {string} registryFile @param {readonly { path: string }[]} shellRoutes
 * @returns {boolean} whether an nginx was told
 */
export function refreshPageMap(registryFile, shellRoutes) {
  const runtimeDir = path.dirname(registryFile);
  const mapFile = path.join(runtimeDir, PAGE_ROUTES_MAP);
  if (!existsSync(mapFile)) return false;
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  // the page nginx serves for every page path carries the registry too (tooling/shell-page.mjs): a static file, no reload needed
  const page = path.join(runtimeDir, 'index.html');
  if (existsSync(page)) writeFileAtomically(page, shellPageWithRegistry(readFileSync(page, 'utf8'), registry));
  writeFileAtomically(mapFile, pageRoutesMap(registry, shellRoutes));
  // the sitemap lists the live releases' pages: a static file too
  refreshSitemap(runtimeDir, registry, shellRoutes);
  // the production state folder holds both: <state>/runtime/remotes.json and <state>/nginx.pid
  const pidFile = path.join(runtimeDir, '..', 'nginx.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGHUP');
    return true;
  } catch {
    return false;
  }
}
