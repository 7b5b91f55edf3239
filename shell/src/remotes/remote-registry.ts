import * as v from 'valibot';
import { isRemoteName, takeEarlyJson, type RemoteName } from 'shared';
import { releaseManifestUrl, releaseOfManifest } from 'tooling/releases/release-paths.mjs';
import { overridesInPlay, toOrigin } from './override-param';

/*
 * Which build of each area this page load runs: the registry `/remotes.json` (its schema and fetch),
 * this browser's canary bucket, a QA override applied over both, and the release each loaded area
 * runs, for the errors and events it reports.
 */

// The releases this page runs (the release a manifest URL names: tooling/releases/release-paths.mjs).

const ranReleases: Partial<Record<RemoteName, string>> = {};

/** Remembers which release of an area this page runs, for the errors and events it reports (remote-entry.ts, on registering it). */
export function noteAreaRelease(remote: RemoteName, manifestUrl: string): void {
  ranReleases[remote] = releaseOfManifest(manifestUrl);
}

/** Area → the release this page loaded, for every area loaded so far: a canary's reports tell apart from the live one's. */
export function areaReleases(): Partial<Record<RemoteName, string>> {
  return { ...ranReleases };
}

// This browser's canary bucket.

/** localStorage: this browser's canary bucket, 0–99, drawn once so a browser stays on one side of every canary. */
export const CANARY_BUCKET_STORAGE_KEY = 'mf-canary-bucket';

export type RemoteCanaries = Partial<Record<RemoteName, { manifest: string; percent: number }>>;

function readBucket(storage: Storage | null): number {
  const stored = storage?.getItem(CANARY_BUCKET_STORAGE_KEY);
  const bucket = stored ? Number(stored) : NaN;
  if (Number.isInteger(bucket) && bucket >= 0 && bucket < 100) return bucket;
  const drawn = Math.floor(Math.random() * 100);
  try {
    storage?.setItem(CANARY_BUCKET_STORAGE_KEY, String(drawn));
  } catch {
    // storage full or blocked: this page load still gets a bucket
  }
  return drawn;
}

/**
 * The canary manifests this browser gets: an area's canary at N % serves the browsers in buckets
 * 0…N−1. The bucket is drawn only when some area has a canary.
 */
export function canaryManifests(canaries: RemoteCanaries, storage: Storage | null): Partial<Record<RemoteName, string>> {
  const running = Object.entries(canaries) as Array<[RemoteName, { manifest: string; percent: number }]>;
  if (running.length === 0) return {};
  const bucket = readBucket(storage);
  return Object.fromEntries(running.filter(([, canary]) => bucket < canary.percent).map(([name, canary]) => [name, canary.manifest]));
}

// The registry, fetched once per page load.

const manifestUrlSchema = v.pipe(v.string(), v.url());

/** `/remotes.json`, served beside the shell and switched on deploy: area → manifest URL, and the canaries running (tooling/releases). */
const registrySchema = v.object({
  remotes: v.record(v.string(), manifestUrlSchema),
  canaries: v.optional(v.record(v.string(), v.object({ manifest: manifestUrlSchema, percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) })), {}),
  overrideOrigins: v.optional(v.array(v.string()), []),
});

interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  canaries: RemoteCanaries;
  overrideOrigins: string[];
}

function parseRemoteRegistry(raw: unknown): RemoteRegistry {
  const parsed = v.parse(registrySchema, raw);
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const [name, manifestUrl] of Object.entries(parsed.remotes)) {
    if (isRemoteName(name)) remotes[name] = manifestUrl;
    else console.warn(`remotes.json: неизвестная область «${name}» пропущена`);
  }
  const canaries: RemoteCanaries = {};
  for (const [name, canary] of Object.entries(parsed.canaries)) if (isRemoteName(name)) canaries[name] = canary;
  return { remotes, canaries, overrideOrigins: parsed.overrideOrigins.map(toOrigin).filter((origin): origin is string => origin !== null) };
}

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
