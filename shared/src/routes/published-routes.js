// The routes an area publishes with each release, and the site's routes made from what the live
// releases published (docs/architecture.md#routes-at-run-time). An area declares its pages in its own
// `src/routes.json`; its build checks the file and writes it beside mf-manifest.json, with the routes
// of other areas its code links to; the release command puts each live release's routes (and a
// canary's) into the registry, remotes.json. The shell's router, the servers' 404 rule and nginx's page
// map read them there, so a new page needs one release of its area and no shell build.
// Dependency-free: the tooling runs it as it is, the shell bundles it.

/** The file an area's build writes beside mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** The cookie holding this browser's canary bucket (0–99): a server's 404 rule sees the routes of the canaries it is in. */
export const CANARY_BUCKET_COOKIE = 'mf_canary_bucket';

export class RoutesFileError extends Error {}

const KEY = /^[a-z][A-Za-z0-9]*$/;
const AREA = /^[a-z][a-z0-9-]*$/;
const SEGMENT = '(?:[a-z0-9][a-z0-9._-]*|:[A-Za-z]+)';
const PATH = new RegExp(`^(?:/|(?:/${SEGMENT})+)$`);
// `earlyPhoto` and `earlyStart` named what the shell's early script asked for before a page's code arrived; it asks for
// nothing since it retired (docs/architecture.md#early-script). Accepted and ignored: a rollback may bring back a release
// that publishes them.
const TEXT_FIELDS = ['title', 'description', 'slug', 'earlyPhoto', 'earlyStart'];

/**
 * An area's routes file, checked: `{ area, routes: [{ key, path, title, description, slug?, noindex? }], links? }`.
 * Throws RoutesFileError naming the file (`source`) and what is wrong.
 */
export function parseAreaRoutes(file, source) {
  const fail = (why) => {
    throw new RoutesFileError(`${source}: ${why}`);
  };
  if (typeof file !== 'object' || file === null || Array.isArray(file)) fail('not a JSON object');
  if (typeof file.area !== 'string' || !AREA.test(file.area)) fail('"area" must be a lower-case name');
  if (!Array.isArray(file.routes) || file.routes.length === 0) fail('"routes" must list at least one route');
  const routes = file.routes.map((route, index) => {
    if (typeof route !== 'object' || route === null) return fail(`route ${index} is not an object`);
    if (typeof route.key !== 'string' || !KEY.test(route.key)) fail(`route ${index}: "key" must be a camelCase name`);
    if (typeof route.path !== 'string' || !PATH.test(route.path))
      fail(`route ${String(route.key)}: "path" must be an absolute path of lower-case segments and :params`);
    for (const field of TEXT_FIELDS) {
      const required = field === 'title' || field === 'description';
      if (route[field] === undefined && !required) continue;
      if (typeof route[field] !== 'string' || route[field] === '') fail(`route ${String(route.key)}: "${field}" must be a non-empty string`);
    }
    if (route.noindex !== undefined && typeof route.noindex !== 'boolean') fail(`route ${String(route.key)}: "noindex" must be true or false`);
    const unknown = Object.keys(route).filter((name) => !['key', 'path', 'noindex', ...TEXT_FIELDS].includes(name));
    if (unknown.length > 0) fail(`route ${String(route.key)}: unknown field ${unknown.map((name) => `"${name}"`).join(', ')}`);
    return route;
  });
  const links = file.links ?? [];
  if (!Array.isArray(links) || links.some((key) => typeof key !== 'string' || !KEY.test(key))) fail('"links" must list route keys');
  const conflicts = routeConflicts({ [file.area]: routes });
  if (conflicts.length > 0) fail(conflicts.join('; '));
  return { area: file.area, routes, links };
}

/** A path with its params made alike: two routes with the same shape would claim the same addresses. */
const shapeOf = (path) => path.toLowerCase().replace(/:[A-Za-z]+/g, ':');

/** Every path or key claimed twice across the areas given (area → routes), as readable lines. */
export function routeConflicts(routesByArea) {
  const paths = new Map();
  const keys = new Map();
  const found = [];
  for (const [area, routes] of Object.entries(routesByArea)) {
    for (const route of routes) {
      const shape = shapeOf(route.path);
      const pathOwner = paths.get(shape);
      if (pathOwner) found.push(`${route.path} is claimed by ${pathOwner} and ${area}`);
      else paths.set(shape, area);
      const keyOwner = keys.get(route.key);
      if (keyOwner) found.push(`the route key ${route.key} is used by ${keyOwner} and ${area}`);
      else keys.set(route.key, area);
    }
  }
  return found;
}

/**
 * A route's path as a regular expression's source, for JavaScript and nginx's PCRE alike: a param is
 * one segment, one trailing slash is allowed; match it case-insensitively, as the shell's router does.
 */
export function routePattern(path) {
  const source = path === '/' ? '' : path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return `^${source}/?$`;
}

/** Whether a canary serves this browser: an area's canary at N % serves buckets 0…N−1. */
export function inCanary(bucket, percent) {
  return bucket !== null && bucket < percent;
}

/**
 * The routes a browser in `bucket` gets from a registry: each area's live routes, or its canary's
 * when the browser is in that canary.
 */
export function siteRoutes(registry, bucket) {
  const areas = new Set([...Object.keys(registry.routes ?? {}), ...Object.keys(registry.canaries ?? {})]);
  return [...areas].flatMap((area) => {
    const canary = registry.canaries?.[area];
    const routes = canary?.routes && inCanary(bucket, canary.percent) ? canary.routes : (registry.routes?.[area] ?? []);
    return routes.map((route) => ({ ...route, area }));
  });
}

/** The route a path opens, if any (the servers' 404 rule; the shell asks its router). */
export function routeOfPath(routes, urlPath) {
  return routes.find((route) => new RegExp(routePattern(route.path), 'i').test(urlPath));
}

/** A canary bucket read from a Cookie header or `document.cookie`, or null. */
export function canaryBucketOf(cookieHeader) {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookieHeader ?? '');
  return match ? Number(match[1]) : null;
}
