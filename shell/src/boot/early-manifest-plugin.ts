import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-boot';

/**
 * Lets the federation runtime use the manifest before-bundle.js already fetched for the current area,
 * instead of asking the network again. Any other manifest (another area, a QA override, a retry)
 * is fetched by the runtime as usual; a failed early fetch falls back to a normal one.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'early-manifest',
    fetch(url: string) {
      const early = takeEarlyManifest(url);
      if (!early) return undefined;
      return early.then(
        (response) => (response.ok ? response : fetch(url, {})),
        () => fetch(url, {}),
      );
    },
  };
}
