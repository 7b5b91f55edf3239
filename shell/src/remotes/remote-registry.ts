import { type RemoteName } from 'shared';
import { takeEarlyJson } from '../boot/early-boot';
import { releaseManifestUrl } from './area-release';
import { canaryManifests } from './canary-bucket';
import { overridesInPlay } from './override-param';
import { parseRemoteRegistry, toOrigin } from './remote-registry-schema';

/** Area → the URL of its mf-manifest.json: the registry's, or a QA override's. */
export type RemoteManifests = Partial<Record<RemoteName, string>>;

let manifestsPromise: Promise<RemoteManifests> | null = null;
/** The query of the first page load: it may hold `?mf-override=`, which the shell strips from the address bar. */
let startupSearch: string | null = null;

async function fetchRegistryJson(timeoutMs: number): Promise<unknown> {
  // no-cache: the registry is the deploy switch, a stale copy would pin an old build
  const response = await fetch('/remotes.json', { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return response.json();
}

/** A storage of this page, or null where the browser blocks it (reading `window.localStorage` then throws). */
function storageOrNull(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

async function fetchRegistryWithOverrides(timeoutMs: number): Promise<RemoteManifests> {
  startupSearch ??= window.location.search;
  const search = startupSearch;
  // before-bundle.js may have asked already, in parallel with main.js
  const early = takeEarlyJson('remotes', timeoutMs);
  const raw = early ? await early.catch(() => fetchRegistryJson(timeoutMs)) : await fetchRegistryJson(timeoutMs);
  const registry = parseRemoteRegistry(raw);
  // Blocked storage: no QA override (it lives in the session), and the canary bucket is drawn per page load.
  const session = storageOrNull('sessionStorage');
  const overrides =
    session && overridesInPlay(search, session) ? (await import('./qa-override')).resolveOverrides(search, registry.overrideOrigins, session) : {};
  const manifests: RemoteManifests = { ...registry.remotes, ...canaryManifests(registry.canaries, storageOrNull('localStorage')) };
  for (const [name, target] of Object.entries(overrides) as Array<[RemoteName, string]>) {
    // an override naming a release by version loads it from beside the area's registered manifest
    const registered = registry.remotes[name];
    if (toOrigin(target)) manifests[name] = target;
    else if (registered) manifests[name] = releaseManifestUrl(registered, target);
  }
  return manifests;
}

/**
 * Fetches `/remotes.json` (once per page load) and applies this browser's canaries and the QA overrides: where each area's
 * manifest lives. An area is registered with the federation runtime when it is first loaded
 * (remote-entry.ts). A failed fetch is forgotten so the next 'Повторить' asks again instead of
 * failing forever.
 */
export function fetchRemoteManifests(timeoutMs: number): Promise<RemoteManifests> {
  if (!manifestsPromise) {
    manifestsPromise = fetchRegistryWithOverrides(timeoutMs);
    manifestsPromise.catch(() => {
      manifestsPromise = null;
    });
  }
  return manifestsPromise;
}

/** Tests only: forget the fetched registry and the start-up query, as a new page load would. */
export function resetRemoteRegistryForTests(): void {
  manifestsPromise = null;
  startupSearch = null;
}
