// The data the first paint is built from, for code that runs before or outside the bundles: the route table, and the
// storage keys (product rules §9) and the function the early script shares with the bundles.
// Dependency-free. `node tooling/route-table.mjs` rewrites route-table.json (the typed link contract) from the areas'
// routes files, and route-table.d.json.ts, its literal types.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAreaRoutes, routeConflicts, ROUTES_FILE } from '../shared/src/routes/published-routes.js';
import { STORAGE_KEYS } from '../shared/src/api-client/request-rules.js';
import { countImageFailure } from '../shared/src/ui/image-failures.js';

const sharedSrc = path.join(import.meta.dirname, '..', 'shared', 'src');
/** The data files read here, absolute (a build that reads them watches them). */
export const routeTableFiles = ['routes/route-table.json', 'api-client/request-rules.js', 'ui/image-failures.js'].map((file) => path.join(sharedSrc, file));
/** @param {string} file under shared/src */
const readShared = (file) => JSON.parse(readFileSync(path.join(sharedSrc, file), 'utf8'));

/** @type {Record<string, { path: string, area: string, slug?: string }>} */
export const routeTable = readShared('routes/route-table.json');
/**
 * The routes each front end declares in its own `src/routes.json` (the shell's two pages and each
 * area's), checked, in platform.json's order.
 * @returns {import('../shared/src/routes/published-routes').AreaRoutes[]}
 */
export function declaredRoutes() {
  const repoRoot = path.join(import.meta.dirname, '..');
  // platform.json read here, not through platform-apps.mjs: the shell's tests load this module in a DOM environment
  /** @type {{ name: string, kind: string }[]} */
  const apps = JSON.parse(readFileSync(path.join(import.meta.dirname, 'platform.json'), 'utf8')).apps;
  return apps
    .flatMap(({ name, kind }) => (kind === 'api' ? [] : [name]))
    .map((name) => {
      const file = path.join(repoRoot, name, 'src', ROUTES_FILE);
      return parseAreaRoutes(JSON.parse(readFileSync(file, 'utf8')), path.relative(repoRoot, file));
    });
}

/** route-table.json, the typed link contract `linkTo` is checked against: nothing routes by it at run time (the registry's published routes do). */
export function routeTableFromDeclarations() {
  const declared = declaredRoutes();
  const conflicts = routeConflicts(Object.fromEntries(declared.map((file) => [file.area, file.routes])));
  if (conflicts.length > 0) throw new Error(`routes.json: ${conflicts.join('; ')}`);
  return Object.fromEntries(
    declared.flatMap(({ area, routes }) => routes.map(({ key, path: routePath, slug }) => [key, { path: routePath, area, ...(slug ? { slug } : {}) }])),
  );
}

/** route-table.json's text as `node tooling/route-table.mjs` writes it. */
export const routeTableJson = () => `${JSON.stringify(routeTableFromDeclarations(), null, 2)}\n`;
export const routeTableFile = path.join(sharedSrc, 'routes', 'route-table.json');

/** Every content page (product rules §2), in table order: its route name, path and API slug. */
export function contentPages() {
  return Object.entries(routeTable).flatMap(([routeName, route]) => (route.slug ? [{ routeName, path: route.path, slug: route.slug }] : []));
}

/** The tables the build writes into before-bundle.js (early-script-plugin.mjs): the storage keys (the cookie consent's). */
export function earlyBootTables() {
  return {
    storageKeys: STORAGE_KEYS,
  };
}

/** The placeholder in before-bundle.js that the tables replace. */
export const EARLY_BOOT_TABLES_PLACEHOLDER = '__EARLY_BOOT_TABLES__';

/** Each function before-bundle.js shares with the bundles, by the placeholder its `var` statement names. */
/** @type {Array<[string, (...args: never[]) => unknown]>} */
const sharedFunctions = [['__COUNT_IMAGE_FAILURE__', countImageFailure]];
/** Their placeholders: an early script has a `var name = <placeholder>;` statement for each, once. */
export const SHARED_FUNCTION_PLACEHOLDERS = sharedFunctions.map(([placeholder]) => placeholder);

/**
 * before-bundle.js's source with `var tables = __EARLY_BOOT_TABLES__;` given the tables, and each `var name = __PLACEHOLDER__;`
 * of `sharedFunctions` made that function declared under that name.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(routeTableFile, routeTableJson());
  writeFileSync(routeTableDeclarationFile, routeTableDeclaration());
}
