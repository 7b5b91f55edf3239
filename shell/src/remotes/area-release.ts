import type { RemoteName } from 'shared';

/** A manifest URL, and the release folder in it when it names one (tooling/releases publishes `…/releases/<version>/mf-manifest.json`). */
const manifestPath = /(releases\/([^/]+)\/)?mf-manifest\.json$/;

/** The release a manifest URL names, or `dist` for an area served from its unreleased build. Same rule as tooling/releases/release-store.mjs. */
export function releaseOfManifest(manifestUrl: string): string {
  return manifestPath.exec(manifestUrl)?.[2] ?? 'dist';
}

/** The manifest of `version`, beside the one the registry names for the area (the QA override by version). */
export function releaseManifestUrl(registryUrl: string, version: string): string {
  return registryUrl.replace(manifestPath, `releases/${version}/mf-manifest.json`);
}

const ranReleases: Partial<Record<RemoteName, string>> = {};

/** Remembers which release of an area this page runs, for the errors and events it reports. */
export function noteAreaRelease(remote: RemoteName, manifestUrl: string): void {
  ranReleases[remote] = releaseOfManifest(manifestUrl);
}

/** Area → the release this page loaded, for every area loaded so far: a canary's reports tell apart from the live one's. */
export function areaReleases(): Partial<Record<RemoteName, string>> {
  return { ...ranReleases };
}
