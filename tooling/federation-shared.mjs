// Which libraries every bundle shares through the federation share scope, with versions read
// from the installed packages' package.json (never hard-coded), so bumping the catalog is enough.
import { createRequire } from 'node:module';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * One instance at run time: React hooks, router context, jotai store and the API client split their state otherwise.
 * valibot holds none, but every page validates with it: one copy (the shell's narrowed entry) serves all.
 */
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-router',
  'jotai',
  'jotai/react',
  'jotai/vanilla',
  'jotai/utils',
  'shared',
  'valibot',
];

/** Stateless helpers: sharing only saves bytes, two versions side by side would be harmless. */
const sharedNonSingletons = ['dayjs', 'react-hook-form', '@hookform/resolvers'];

/**
 * Finds the installed version of a package as seen from `appDir` (or from the package that
 * depends on it, for `react-router` which comes in through `react-router-dom`).
 * @param {string} appDir
 * @param {string} request
 * @returns {string | undefined}
 */
function installedVersion(appDir, request) {
  const packageName = packageNameOf(request);
  const lookups = [appDir, path.join(appDir, 'node_modules', 'react-router-dom')];
  for (const lookup of lookups) {
    try {
      // real path: pnpm keeps a package's own dependencies beside it in the store, not under the app
      const from = realpathSync(lookup);
      const requireFrom = createRequire(path.join(from, 'package.json'));
      const manifestPath = findPackageJson(requireFrom, packageName);
      if (manifestPath) return JSON.parse(readFileSync(manifestPath, 'utf8')).version;
    } catch {
      // not resolvable from here; try the next place
    }
  }
  return undefined;
}

/** `react-dom/client` → `react-dom`, `@hookform/resolvers/valibot` → `@hookform/resolvers`. @param {string} request */
function packageNameOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);
}

/** The names in the app's package.json `dependencies` (what its bundle ships). @param {string} appDir */
function declaredDependencies(appDir) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return new Set(Object.keys(manifest.dependencies ?? {}));
}

/** @param {NodeRequire} requireFrom @param {string} packageName */
function findPackageJson(requireFrom, packageName) {
  try {
    return requireFrom.resolve(`${packageName}/package.json`);
  } catch {
    // packages with an "exports" map that hides package.json: walk up from the entry
    let dir = path.dirname(requireFrom.resolve(packageName));
    while (dir !== path.dirname(dir)) {
      const candidate = path.join(dir, 'package.json');
      try {
        const json = JSON.parse(readFileSync(candidate, 'utf8'));
        if (json.name === packageName) return candidate;
      } catch {
        // keep walking
      }
      dir = path.dirname(dir);
    }
    return undefined;
  }
}

/**
 * The `shared` option of ModuleFederationPlugin for one app.
 * @param {string} appDir directory holding the app's package.json
 * @param {{ eagerFrame?: boolean }} [options] eagerFrame: the singletons (what the shell starts with)
 *   go into the app's main.js instead of a chunk each (the shell: see hostFederation)
 */
export function sharedDependencies(appDir, options = {}) {
  /** @type {Record<string, {singleton: boolean, requiredVersion: string | false, version: string, eager?: boolean}>} */
  const shared = {};
  const declared = declaredDependencies(appDir);
  for (const [requests, singleton] of /** @type {const} */ ([
    [singletons, true],
    [sharedNonSingletons, false],
  ])) {
    for (const request of requests) {
      // A helper library enters the share scope only when the app itself declares it: a package that
      // is merely installed (a dependency of a dependency) would be offered to every other bundle.
      if (!singleton && !declared.has(packageNameOf(request))) continue;
      const version = installedVersion(appDir, request);
      if (!version) continue; // the app does not use it, so it neither provides nor consumes it
      const eager = options.eagerFrame === true && singleton;
      // An eager singleton of the shell is consumed from the share scope it just filled, so its range can only match its
      // own version; checking it runs the runtime's semver parser in the start-up task. The areas keep theirs: those can fail.
      const requiredVersion = eager ? false : `^${version}`;
      shared[request] = { singleton, requiredVersion, version, ...(eager ? { eager } : {}) };
    }
  }
  return shared;
}
