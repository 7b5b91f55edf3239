// Stands in for shell/src/remotes/remote-registry.ts in the one-bundle build: there is no registry
// (the same exports, so whatever imports the real one builds unchanged). No area is ever registered
// here, so the reports name no area release.
const ranReleases = {};
export function noteAreaRelease() {}
export function areaReleases() {
  return { ...ranReleases };
}
export const CANARY_BUCKET_STORAGE_KEY = 'mf-canary-bucket';
export function canaryManifests() {
  return {};
}
export async function fetchRemoteManifests() {
  return {};
}
export function resetRemoteRegistryForTests() {}
