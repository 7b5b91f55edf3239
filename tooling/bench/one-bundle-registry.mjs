// Stands in for shell/src/remotes/remote-registry.ts in the one-bundle build: there is no registry
// (the same exports, so whatever imports the real one builds unchanged).
export async function fetchRemoteManifests() {
  return {};
}
export function resetRemoteRegistryForTests() {}
