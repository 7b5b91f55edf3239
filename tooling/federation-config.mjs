// The federation settings of the shell and every remote. Both use 'loaded-first' (version-first would fetch every remote at
// start-up, and one down would blank the page); remote types come from shared/src/federation, hence `dts: false`.
import { sharedDependencies } from './federation-shared.mjs';
import { federationContainerName } from './platform-apps.mjs';

/**
 * The host: no remotes at build time (their manifests come from /remotes.json, so an area deploys without a shell
 * rebuild). It provides the singletons eagerly: as first and deciding provider with 'loaded-first' it has nothing to
 * negotiate, and main.js carries them instead of a request per library. Remotes keep the async boundary.
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
