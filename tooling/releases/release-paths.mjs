// Where an area's release lives beside the manifest the registry names: the one rule of the release
// tooling (release-store.mjs) and of the shell, which reads a loaded area's release and finds a release
// for the QA override by version. Dependency-free, so the shell bundles it.

/** A manifest URL, and the release folder in it when it names one (`…/releases/<version>/mf-manifest.json`). */
const manifestPath = /(releases\/([^/]+)\/)?mf-manifest\.json$/;

/**
 * The release a manifest URL names, or `dist` for an area served from its unreleased build.
 * @param {string} manifestUrl
 */
export function releaseOfManifest(manifestUrl) {
  return manifestPath.exec(manifestUrl)?.[2] ?? 'dist';
}

/**
 * The manifest URL of a release, beside where the registry points the area today: the area's folder
 * (`…/mf-manifest.json`) or one of its releases (`…/releases/<version>/mf-manifest.json`).
 * @param {string} registryUrl @param {string} version
 */
export function releaseManifestUrl(registryUrl, version) {
  return registryUrl.replace(manifestPath, `releases/${version}/mf-manifest.json`);
}
