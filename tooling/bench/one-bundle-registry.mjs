// Stands in for shell/src/remotes/remote-registry.ts in the one-bundle build: there is no registry.
export async function remoteEntries() {
  return {};
}
export function reRegisterRemote() {}
