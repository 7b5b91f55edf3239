import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationContainerName, type RemoteName } from 'shared';
import { takeEarlyJson } from '../boot/early-boot';
import { earlyManifestPlugin } from '../boot/early-manifest-plugin';
import { resolveOverrides } from './qa-override';
import { parseRemoteRegistry } from './remote-registry-schema';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

let entriesPromise: Promise<RemoteEntries> | null = null;
/** The query of the first page load: it may hold `?mf-override=`, which the shell strips from the address bar. */
let startupSearch: string | null = null;

async function fetchRegistryJson(timeoutMs: number): Promise<unknown> {
  // no-cache: the registry is the deploy switch, a stale copy would pin an old build
  const response = await fetch('/remotes.json', { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return response.json();
}

async function fetchRegistryAndRegister(timeoutMs: number): Promise<RemoteEntries> {
  startupSearch ??= window.location.search;
  const search = startupSearch;
  // before-bundle.js may have asked already, in parallel with main.js
  const early = takeEarlyJson('remotes', timeoutMs);
  const raw = early ? await early.catch(() => fetchRegistryJson(timeoutMs)) : await fetchRegistryJson(timeoutMs);
  const registry = parseRemoteRegistry(raw);
  const overrides = resolveOverrides(search, registry.overrideOrigins, window.sessionStorage);
  const entries: RemoteEntries = { ...registry.remotes, ...overrides };
  registerPlugins([earlyManifestPlugin()]);
  registerRemotes(
    (Object.entries(entries) as Array<[RemoteName, string]>).map(([name, entry]) => ({ name: federationContainerName(name), entry })),
    { force: true },
  );
  return entries;
}

/**
 * Fetches `/remotes.json` (once per page load), applies the QA overrides and registers every area
 * with the federation runtime; answers where each area lives. A failed fetch is forgotten so the
 * next 'Повторить' asks again instead of failing forever.
 */
export function fetchAndRegisterRemotes(timeoutMs: number): Promise<RemoteEntries> {
  if (!entriesPromise) {
    entriesPromise = fetchRegistryAndRegister(timeoutMs);
    entriesPromise.catch(() => {
      entriesPromise = null;
    });
  }
  return entriesPromise;
}

/**
 * Registers one area again with `force`, which makes the federation runtime drop its cached
 * manifest, remote entry and failed loading promise for it: the only way to retry without a reload.
 */
export function reRegisterRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name: federationContainerName(name), entry }], { force: true });
}

/** Tests only: forget the fetched registry and the start-up query, as a new page load would. */
export function resetRemoteRegistryForTests(): void {
  entriesPromise = null;
  startupSearch = null;
}
