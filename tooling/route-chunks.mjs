// How an area names the chunk of a route's page, so that code which has only the area's
// mf-manifest.json (the shell's early script, shell/src/boot/before-bundle.js) can find the chunk a
// route needs and fetch it beside remoteEntry.js, a round trip earlier than the federation runtime
// would (docs/architecture.md, "First paint"). The name is derived, never typed: in an area's
// src/pages.ts each `import()` under a route's key is named `route-<key>` by RoutePageChunksPlugin.

export const ROUTE_CHUNK_PREFIX = /** @type {const} */ ('route-');

/**
 * A production build's chunk file name: a route chunk keeps its name, every other chunk is known by
 * its id (short, and says nothing about the code inside).
 * @param {'js' | 'css'} extension
 * @returns {(pathData: { chunk?: { name?: string | null } }) => string}
 */
function routeAwareChunkFilename(extension) {
  return (pathData) => {
    const name = pathData.chunk?.name;
    return typeof name === 'string' && name.startsWith(ROUTE_CHUNK_PREFIX) ? `[name].[contenthash:8].${extension}` : `[id].[contenthash:8].${extension}`;
  };
}

/** output.chunkFilename of a production build. */
export const productionChunkFilename = routeAwareChunkFilename('js');
/** The chunk file name of the stylesheets a production build extracts: the early script finds a route's by the same name. */
export const productionCssChunkFilename = routeAwareChunkFilename('css');

/**
 * Each `import()` in the pages module with the route key it sits under (`{ booking: () => import('./b') }`),
 * by the start of the import's source range; an import under no key maps to null.
 * @param {any} node an ESTree node (webpack's parser) @param {string | null} [routeName]
 * @param {Map<number, string | null>} [found]
 */
export function routeOfEachImport(node, routeName = null, found = new Map()) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'ImportExpression') found.set(node.range[0], routeName);
  const key = node.type === 'Property' && !node.computed ? (node.key.name ?? node.key.value) : undefined;
  for (const [field, child] of Object.entries(node)) {
    if (field === 'loc' || field === 'range') continue;
    const under = field === 'value' && typeof key === 'string' ? key : routeName;
    for (const item of Array.isArray(child) ? child : [child]) if (item && typeof item === 'object') routeOfEachImport(item, under, found);
  }
  return found;
}

/**
 * Names the chunk of every `import()` in an area's pages module after the route key it sits under.
 * The build fails when an import sits under no key, under a key that is not a route of the area,
 * or carries a chunk name typed by hand.
 */
export class RoutePageChunksPlugin {
  /** @param {{ pagesModule: string, routeNames: string[] }} options the pages module's absolute path, the area's routes */
  constructor({ pagesModule, routeNames }) {
    this.pagesModule = pagesModule;
    this.routeNames = new Set(routeNames);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const plugin = 'RoutePageChunksPlugin';
    compiler.hooks.compilation.tap(plugin, (compilation, { normalModuleFactory }) => {
      /** @param {any} parser */
      const handler = (parser) => {
        /** @type {Map<number, string | null> | null} */
        let routeOfImport = null;
        parser.hooks.program.tap(plugin, (/** @type {any} */ ast) => {
          routeOfImport = parser.state.module?.resource === this.pagesModule ? routeOfEachImport(ast) : null;
        });
        const parseCommentOptions = parser.parseCommentOptions.bind(parser);
        parser.parseCommentOptions = (/** @type {[number, number]} */ range) => {
          const parsed = parseCommentOptions(range);
          if (!routeOfImport?.has(range[0])) return parsed;
          const routeName = routeOfImport.get(range[0]);
          const problem =
            parsed.options?.webpackChunkName !== undefined
              ? 'carries a webpackChunkName: the build names route chunks'
              : !routeName
                ? 'sits under no route key'
                : !this.routeNames.has(routeName)
                  ? `sits under "${routeName}", not a route of this area (shared/src/routes/route-table.json)`
                  : null;
          if (problem) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.pagesModule}: an import() ${problem}`));
            return parsed;
          }
          return { ...parsed, options: { ...(parsed.options ?? {}), webpackChunkName: `${ROUTE_CHUNK_PREFIX}${routeName}` } };
        };
      };
      for (const type of ['javascript/auto', 'javascript/esm']) normalModuleFactory.hooks.parser.for(type).tap(plugin, handler);
    });
  }
}
