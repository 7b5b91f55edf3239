// Writes a front end's routes beside its mf-manifest.json (shared/src/routes/published-routes.js): the
// pages it declares in src/routes.json, checked, and the routes of other front ends its code links to,
// so a release that would take away a page another area links to is refused before it is live.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAreaRoutes, ROUTES_FILE } from '../shared/src/routes/published-routes.js';

/**
 * A link to a route in an area's code: `linkTo('key'…)` or a `route`-named property holding the key
 * (`{ route: 'profileMain' }`, `ordersRoute="profileOrdersList"`), as they stand in the built module.
 */
const LINKED_KEY = /(?:linkTo\(\s*|[Rr]oute\s*:\s*)["']([a-z][A-Za-z0-9]*)["']/g;

/**
 * The route keys a module's code names as link targets.
 * @param {string} source
 */
export function linkedRouteKeys(source) {
  return [...source.matchAll(LINKED_KEY)].map((match) => /** @type {string} */ (match[1]));
}

export class PublishRoutesPlugin {
  /** @param {{ appDir: string, knownKeys: Iterable<string> }} options the app's folder; every route key of the link contract */
  constructor({ appDir, knownKeys }) {
    this.file = path.join(appDir, 'src', ROUTES_FILE);
    this.knownKeys = new Set(knownKeys);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const plugin = 'PublishRoutesPlugin';
    compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: plugin, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        let declared;
        try {
          declared = parseAreaRoutes(JSON.parse(readFileSync(this.file, 'utf8')), this.file);
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(/** @type {Error} */ (error).message));
          return;
        }
        const own = new Set(declared.routes.map((route) => route.key));
        const links = new Set();
        // a concatenated module holds the modules it joined
        const modules = [...compilation.modules].flatMap((/** @type {any} */ module) => [...(module.modules ?? [module])]);
        for (const module of modules) {
          const source = module.originalSource?.()?.source?.();
          if (typeof source !== 'string') continue;
          for (const key of linkedRouteKeys(source)) if (!own.has(key) && this.knownKeys.has(key)) links.add(key);
        }
        const published = { ...declared, links: [...links].sort() };
        compilation.emitAsset(ROUTES_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(published, null, 2)}\n`));
      });
    });
  }
}
