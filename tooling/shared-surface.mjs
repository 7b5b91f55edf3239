// Which names of the `shared` singleton and the narrowed valibot and react-router a production build offers (the shell) or uses
// (an area), written into its mf-manifest.json: areas run on the shell's copies, so one calling a name the deployed shell lacks
// would fail in the browser (skew-check.mjs refuses it). Library names carry a prefix (`valibot:object`), `shared`'s none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SURFACE_PREFIXES } from './shared-surface-keys.mjs';

/** The manifest's metaData field. */
export const SHARED_SURFACE_FIELD = 'sharedSurface';

const sharedDir = path.resolve(import.meta.dirname, '..', 'shared');
const sharedEntry = path.join(sharedDir, JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).exports['.']);
const valibotEntry = path.join(import.meta.dirname, 'shared-entries', 'valibot-platform.mjs');
const reactRouterEntry = path.join(import.meta.dirname, 'shared-entries', 'react-router-browser.mjs');

/** The share keys whose names are listed, each with the file the shell's copy is built from. */
const surfaces = [
  { shareKey: 'shared', entry: sharedEntry, prefix: SURFACE_PREFIXES.shared },
  { shareKey: 'valibot', entry: valibotEntry, prefix: SURFACE_PREFIXES.valibot },
  { shareKey: 'react-router-dom', entry: reactRouterEntry, prefix: SURFACE_PREFIXES['react-router-dom'] },
  { shareKey: 'react-router', entry: reactRouterEntry, prefix: SURFACE_PREFIXES['react-router'] },
];

/**
 * @typedef {{ side: 'offers' | 'uses', names: string[] }} SharedSurface
 * @param {import('webpack').Compilation} compilation @param {'offers' | 'uses'} side
 * @returns {SharedSurface}
 */
export function sharedSurfaceOf(compilation, side) {
  const { moduleGraph } = compilation;
  const names = new Set();
  for (const module of compilation.modules) {
    // in a production build the entry may sit inside a concatenated module
    const concatenated = /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules ?? [];
    for (const { shareKey, entry: entryFile, prefix } of surfaces) {
      const entry = [module, ...concatenated].find((inner) => /** @type {{ resource?: string }} */ (inner).resource === entryFile);
      if (side === 'offers' && entry) {
        const provided = moduleGraph.getExportsInfo(entry).getProvidedExports();
        if (!Array.isArray(provided)) throw new Error(`shared-surface: the exports of ${shareKey} cannot be listed`);
        for (const name of provided) names.add(`${prefix}${name}`);
      }
      if (
        side === 'uses' &&
        module.type === 'consume-shared-module' &&
        /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey === shareKey
      ) {
        for (const connection of moduleGraph.getIncomingConnections(module)) {
          const dependency = /** @type {{ getIds?: (graph: typeof moduleGraph) => string[] } | null} */ (connection.dependency);
          const ids = dependency?.getIds?.(moduleGraph);
          if (ids?.length === 0)
            throw new Error(`shared-surface: ${connection.originModule?.identifier()} uses the whole of ${shareKey} as an object; import the names it uses`);
          if (ids?.[0]) names.add(`${prefix}${ids[0]}`);
        }
      }
    }
  }
  return { side, names: [...names].sort() };
}

/**
 * The federation plugin's `manifest` option with this build's surface of `shared` added to metaData,
 * after whatever `additionalData` the option already had.
 * @param {{ fileName?: string, additionalData?: Function } | boolean | undefined} manifest @param {'offers' | 'uses'} side
 */
export function manifestWithSharedSurface(manifest, side) {
  const options = typeof manifest === 'object' ? manifest : {};
  return {
    ...options,
    /** @param {{ stats: { metaData: object }, compilation: import('webpack').Compilation }} input */
    additionalData: async (input) => {
      const stats = (await options.additionalData?.(input)) ?? input.stats;
      Object.assign(stats.metaData, { [SHARED_SURFACE_FIELD]: sharedSurfaceOf(input.compilation, side) });
      return stats;
    },
  };
}
