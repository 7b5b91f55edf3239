// Reads the data the first paint is built from, for code that runs before or outside the bundles:
// the route table (shared/src/routes/route-table.json), and the storage keys, request conventions
// (product rules §7 and §9) and functions the early script shares with the bundles
// (shared/src/pages/body-heading-levels.js, shared/src/api-client/request-rules.js).
// Dependency-free (node: modules only).
// `node tooling/route-table.mjs` rewrites route-table.d.json.ts, the JSON's literal types.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_CHUNK_PREFIX } from './route-chunks.mjs';
import { CONFIG_ELEMENT_ID } from './shell-page.mjs';
import { bodyHeadingLevels } from '../shared/src/pages/body-heading-levels.js';
import {
  cookieValue,
  earlyRequestKey,
  requestUtm,
  STORAGE_KEYS,
  usableToken,
  UTM_QUERY_PARAMS,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_PRIME_PATH,
} from '../shared/src/api-client/request-rules.js';

const sharedSrc = path.join(import.meta.dirname, '..', 'shared', 'src');
/** The data files read here, absolute (a build that reads them watches them). */
export const routeTableFiles = [
  'routes/route-table.json',
  'flights/flight-search-start.json',
  'tours/tour-search-start.json',
  'flights/orders-list-start.json',
  'accounts/session-check.json',
  'pages/body-heading-levels.js',
  'api-client/request-rules.js',
  'tours/hotel-photo.json',
].map((file) => path.join(sharedSrc, file));
/** @param {string} file under shared/src */
const readShared = (file) => JSON.parse(readFileSync(path.join(sharedSrc, file), 'utf8'));

/** @type {Record<string, { path: string, area: string, slug?: string, earlyPhoto?: string }>} */
export const routeTable = readShared('routes/route-table.json');
/**
 * Every page path of the route table as one regular expression (JavaScript and nginx's PCRE alike),
 * matched as the shell's router matches (with the `i` flag: any case; one trailing slash). Any other
 * path is the not-found page, which a server answers with 404.
 */
export const ROUTE_PATH_PATTERN = `^(?:${Object.values(routeTable)
  .map((route) => route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+'))
  .join('|')})/?$`;
const routePathPattern = new RegExp(ROUTE_PATH_PATTERN, 'i');
/** Whether a page path is one of the route table's (see ROUTE_PATH_PATTERN). @param {string} urlPath */
export function isRoutePath(urlPath) {
  return routePathPattern.test(urlPath);
}
/** @type {{ sizes: string }} */
const hotelPhoto = readShared('tours/hotel-photo.json');
/** @type {{ route: string, path: string, firstPageLimit: number, airportChangeQueryKey: string, searchStringPattern: string }} */
export const flightSearchStart = readShared('flights/flight-search-start.json');
/** @type {{ route: string, path: string, firstPageLimit: number, query: Record<string, string> }} */
export const tourSearchStart = readShared('tours/tour-search-start.json');
/** @type {{ route: string, path: string, firstPageLimit: number }} */
export const ordersListStart = readShared('flights/orders-list-start.json');
/** @type {{ path: string }} */
export const sessionCheck = readShared('accounts/session-check.json');

/** Every content page (product rules §2), in table order: its route name, path and API slug. */
export function contentPages() {
  return Object.entries(routeTable).flatMap(([routeName, route]) => (route.slug ? [{ routeName, path: route.path, slug: route.slug }] : []));
}

/**
 * The tables shell/src/boot/before-bundle.js reads, written into it by the build
 * (tooling/early-script-plugin.mjs): each route an area renders as [pattern, remote, route name,
 * content slug or null, the public GET whose answer names the page's photo?], the storage keys, the
 * request conventions the early requests follow, the `sizes` of the hotel page's photo, how the
 * flight results page and the tours page start their searches, the profile its order list, and where
 * the site checks a stored token.
 */
export function earlyBootTables() {
  return {
    areaRoutes: Object.entries(routeTable)
      .filter(([, route]) => route.area !== 'shell')
      .map(([name, route]) => {
        const early = [route.slug ?? null, ...(route.earlyPhoto ? [route.earlyPhoto] : [])];
        return [route.path, `mf-${route.area}`, name, ...(early.some(Boolean) ? early : [])];
      }),
    storageKeys: STORAGE_KEYS,
    configElementId: CONFIG_ELEMENT_ID,
    xsrfCookie: XSRF_COOKIE,
    xsrfHeader: XSRF_HEADER,
    xsrfPrimePath: XSRF_PRIME_PATH,
    utmQueryParams: UTM_QUERY_PARAMS,
    routeChunkPrefix: ROUTE_CHUNK_PREFIX,
    hotelPhotoSizes: hotelPhoto.sizes,
    flightSearchStart,
    tourSearchStart,
    ordersListStart,
    sessionCheck,
  };
}

/** The placeholder in before-bundle.js that the tables replace. */
export const EARLY_BOOT_TABLES_PLACEHOLDER = '__EARLY_BOOT_TABLES__';

/** The placeholder in before-bundle.js that the content area's heading rule replaces. */
export const BODY_HEADING_LEVELS_PLACEHOLDER = '__BODY_HEADING_LEVELS__';

/** Each function before-bundle.js shares with the bundles, by the placeholder its `var` statement names. */
/** @type {Array<[string, (...args: never[]) => unknown]>} */
const sharedFunctions = [
  [BODY_HEADING_LEVELS_PLACEHOLDER, bodyHeadingLevels],
  ['__COOKIE_VALUE__', cookieValue],
  ['__EARLY_REQUEST_KEY__', earlyRequestKey],
  ['__REQUEST_UTM__', requestUtm],
  ['__USABLE_TOKEN__', usableToken],
];
/** Their placeholders: an early script has a `var name = <placeholder>;` statement for each, once. */
export const SHARED_FUNCTION_PLACEHOLDERS = sharedFunctions.map(([placeholder]) => placeholder);

/**
 * before-bundle.js's source with its tables and shared functions written in: `var tables =
 * __EARLY_BOOT_TABLES__;` gets the tables as its value, and each `var name = __PLACEHOLDER__;` of
 * `sharedFunctions` becomes that function declared under that name, as the script's own functions are.
 * @param {string} source
 */
export function withEarlyBootTables(source) {
  /** @type {[string, RegExp, (statement: string, name: string) => string][]} */
  const filled = [
    [EARLY_BOOT_TABLES_PLACEHOLDER, /= __EARLY_BOOT_TABLES__;/g, () => `= ${JSON.stringify(earlyBootTables())};`],
    ...sharedFunctions.map(([placeholder, fn]) => {
      const text = fn.toString().replace(/\n/g, '\n  ');
      return /** @type {[string, RegExp, (statement: string, name: string) => string]} */ ([
        placeholder,
        new RegExp(`var (\\w+) = ${placeholder};`, 'g'),
        (_, name) => text.replace(/^function \w+/, `function ${name}`),
      ]);
    }),
  ];
  return filled.reduce((text, [placeholder, statement, fill]) => {
    if (text.match(statement)?.length !== 1) throw new Error(`before-bundle.js: not one "${placeholder}" to fill`);
    return text.replace(statement, fill);
  }, source);
}

/** route-table.d.json.ts: TypeScript infers no literal types from JSON, and linkTo needs each path's. */
export function routeTableDeclaration() {
  const routes = Object.entries(routeTable).map(
    ([name, route]) =>
      `  readonly ${name}: { ${Object.entries(route)
        .map(([key, value]) => `readonly ${key}: '${value}'`)
        .join('; ')} };`,
  );
  return [
    '// Generated from route-table.json by `node tooling/route-table.mjs` (checked by tooling/__tests__/route-table.test.mjs).',
    'declare const routeTable: {',
    ...routes,
    '};',
    'export default routeTable;',
    '',
  ].join('\n');
}

export const routeTableDeclarationFile = path.join(sharedSrc, 'routes', 'route-table.d.json.ts');

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(routeTableDeclarationFile, routeTableDeclaration());
