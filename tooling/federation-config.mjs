// The federation settings of the shell and of every remote, so a remote's config is one call.
// Both sides use 'loaded-first': version-first would fetch every remote at start-up, and one remote
// down would blank the page. Remote types come from the contract in shared/src/federation, not from
// generated d.ts, hence `dts: false`.
import { sharedDependencies } from './federation-shared.mjs';
import { federationContainerName } from './platform-apps.mjs';

/**
 * The host: no remotes at build time; their manifest URLs come from /remotes.json at run time, so
 * deploying an area never needs a shell rebuild. It provides the singletons eagerly: it is the first
 * and, with 'loaded-first', the deciding provider of every one of them, so there is nothing to negotiate
 * before its code runs, and its main.js carries them instead of a request per library (docs/architecture.md).
 * Remotes keep the async boundary and consume lazily.
 * @param {string} appDir the shell's folder (import.meta.dirname)
 */
export function hostFederation(appDir) {
  return {
    name: 'shell',
    remotes: {},
    shared: sharedDependencies(appDir, { eagerFrame: true }),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
    // what the shell provides (versions of the shared singletons), read by skew-check.mjs before an area deploys
    manifest: { fileName: 'mf-manifest.json' },
  };
}

/**
 * A remote: one exposed module (`./pages`, the contract in shared/src/federation) and a manifest the
 * shell finds through /remotes.json.
 * @param {string} appDir the remote's folder (import.meta.dirname)
 * @param {string} packageName its name in tooling/platform.json (`mf-avia`)
 */
export function remoteFederation(appDir, packageName) {
  return {
    name: federationContainerName(packageName),
    filename: 'remoteEntry.js',
    exposes: { './pages': './src/pages.ts' },
    shared: sharedDependencies(appDir),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
  };
}
