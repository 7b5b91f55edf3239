import * as v from 'valibot';
import { isRemoteName, takeEarlyJson, type RemoteName } from 'shared';
import { CANARY_BUCKET_COOKIE, canaryBucketOf, inCanary, parseAreaRoutes, ROUTES_FILE, type PublishedRoute, type SiteRoute } from 'shared/published-routes';
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

/** Where this browser's canary bucket lived before servers had to see it (localStorage): read once, to keep a browser's side. */
export const CANARY_BUCKET_STORAGE_KEY = 'mf-canary-bucket';

export type RemoteCanaries = Partial<Record<RemoteName, { manifest: string; percent: number; routes?: readonly PublishedRoute[] }>>;

/**
 * This browser's canary bucket, 0–99, drawn once and kept in a cookie (CANARY_BUCKET_COOKIE) so the
 * server's 404 rule serves the pages of the canaries this browser is in, as the router does.
 */
function readBucket(storage: Storage | null): number {
  const fromCookie = canaryBucketOf(document.cookie);
  const stored = storage?.getItem(CANARY_BUCKET_STORAGE_KEY);
  const bucket = fromCookie ?? (stored ? Number(stored) : NaN);
  const kept = Number.isInteger(bucket) && bucket >= 0 && bucket < 100 ? bucket : Math.floor(Math.random() * 100);
  if (fromCookie !== kept) document.cookie = `${CANARY_BUCKET_COOKIE}=${kept}; path=/; max-age=31536000; samesite=lax`;
  return kept;
}

/**
 * The canaries this browser gets: an area's canary at N % serves the browsers in buckets 0…N−1. The
 * bucket is drawn only when some area has a canary.
 */
function canariesServing(canaries: RemoteCanaries, storage: Storage | null): RemoteCanaries {
  const running = Object.entries(canaries) as Array<[RemoteName, NonNullable<RemoteCanaries[RemoteName]>]>;
  if (running.length === 0) return {};
  const bucket = readBucket(storage);
  return Object.fromEntries(running.filter(([, canary]) => inCanary(bucket, canary.percent)));
}

/** The canary manifests this browser gets. */
export function canaryManifests(canaries: RemoteCanaries, storage: Storage | null): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(Object.entries(canariesServing(canaries, storage)).map(([name, canary]) => [name, canary.manifest]));
}

// The registry, fetched once per page load.

const manifestUrlSchema = v.pipe(v.string(), v.url());

/** `/remotes.json`, served beside the shell and switched on deploy: area → manifest URL, and the canaries running (tooling/releases). */
/** A release's routes as the registry carries them: checked by the one rule of routes files (published-routes.js). */
const routesSchema = v.optional(v.array(v.unknown()), []);

const registrySchema = v.object({
  remotes: v.record(v.string(), manifestUrlSchema),
  routes: v.optional(v.record(v.string(), routesSchema), {}),
  canaries: v.optional(
    v.record(v.string(), v.object({ manifest: manifestUrlSchema, percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)), routes: routesSchema })),
    {},
  ),
  overrideOrigins: v.optional(v.array(v.string()), []),
});

interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  routes: Partial<Record<RemoteName, readonly PublishedRoute[]>>;
  canaries: RemoteCanaries;
  overrideOrigins: string[];
}

/** An area's routes from the registry, or none (and a console note) when they do not pass the routes file's rule. */
function checkedRoutes(name: RemoteName, routes: readonly unknown[]): readonly PublishedRoute[] {
  if (routes.length === 0) return [];
  try {
    return parseAreaRoutes({ area: name.slice(3), routes }, `remotes.json ${name}`).routes;
  } catch (error) {
    console.warn((error as Error).message);
    return [];
  }
}

function parseRemoteRegistry(raw: unknown): RemoteRegistry {
  const parsed = v.parse(registrySchema, raw);
  const remotes: Partial<Record<RemoteName, string>> = {};
  const routes: Partial<Record<RemoteName, readonly PublishedRoute[]>> = {};
  for (const [name, manifestUrl] of Object.entries(parsed.remotes)) {
    if (!isRemoteName(name)) {
      console.warn(`remotes.json: неизвестная область «${name}» пропущена`);
      continue;
    }
    remotes[name] = manifestUrl;
    routes[name] = checkedRoutes(name, parsed.routes[name] ?? []);
  }
  const canaries: RemoteCanaries = {};
  for (const [name, canary] of Object.entries(parsed.canaries))
    if (isRemoteName(name)) canaries[name] = { ...canary, routes: checkedRoutes(name, canary.routes) };
  return { remotes, routes, canaries, overrideOrigins: parsed.overrideOrigins.map(toOrigin).filter((origin): origin is string => origin !== null) };
}

/** Area → the URL of its mf-manifest.json: the registry's, or a QA override's. */
export type RemoteManifests = Partial<Record<RemoteName, string>>;

/** What this page load runs: each area's manifest, and the routes of those builds (docs/architecture.md#routes-at-run-time). */
interface SiteComposition {
  manifests: RemoteManifests;
  routes: SiteRoute[];
}

let compositionPromise: Promise<SiteComposition> | null = null;
/** The routes of the composition once known, for code that must answer at once (link hover). */
let knownRoutes: SiteRoute[] = [];
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

/** The routes an overriding build published beside its manifest; the registered ones when it published none. */
async function routesOfOverride(
  name: RemoteName,
  manifestUrl: string,
  registered: readonly PublishedRoute[],
  timeoutMs: number,
): Promise<readonly PublishedRoute[]> {
  try {
    const response = await fetch(manifestUrl.replace(/mf-manifest\.json$/, ROUTES_FILE), { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseAreaRoutes(await response.json(), `${name} ${ROUTES_FILE}`).routes;
  } catch (error) {
    console.warn(`${name}: маршруты подменённой сборки не прочитаны (${(error as Error).message}), остаются маршруты реестра`);
    return registered;
  }
}

async function fetchComposition(timeoutMs: number): Promise<SiteComposition> {
  startupSearch ??= window.location.search;
  const search = startupSearch;
  // before-bundle.js may have asked already, in parallel with main.js
  const early = takeEarlyJson('remotes', timeoutMs);
  const raw = early ? await early.catch(() => fetchRegistryJson(timeoutMs)) : await fetchRegistryJson(timeoutMs);
  const registry = parseRemoteRegistry(raw);
  // Blocked storage: no QA override (it lives in the session), and the canary bucket lives in its cookie only.
  const session = storageOrNull('sessionStorage');
  const overrides =
    session && overridesInPlay(search, session) ? (await import('./qa-override')).resolveOverrides(search, registry.overrideOrigins, session) : {};
  const canaries = canariesServing(registry.canaries, storageOrNull('localStorage'));
  const manifests: RemoteManifests = { ...registry.remotes };
  const routes: Partial<Record<RemoteName, readonly PublishedRoute[]>> = { ...registry.routes };
  for (const [name, canary] of Object.entries(canaries) as Array<[RemoteName, NonNullable<RemoteCanaries[RemoteName]>]>) {
    manifests[name] = canary.manifest;
    routes[name] = canary.routes ?? [];
  }
  for (const [name, target] of Object.entries(overrides) as Array<[RemoteName, string]>) {
    // an override naming a release by version loads it (and its routes) from beside the area's registered manifest
    const registered = registry.remotes[name];
    const manifest = toOrigin(target) ? target : registered ? releaseManifestUrl(registered, target) : undefined;
    if (!manifest) continue;
    manifests[name] = manifest;
    routes[name] = await routesOfOverride(name, manifest, routes[name] ?? [], timeoutMs);
  }
  const siteRoutes = (Object.entries(routes) as Array<[RemoteName, readonly PublishedRoute[]]>).flatMap(([area, list]) =>
    list.map((route) => ({ ...route, area })),
  );
  return { manifests, routes: siteRoutes };
}

function composition(timeoutMs: number): Promise<SiteComposition> {
  if (!compositionPromise) {
    compositionPromise = fetchComposition(timeoutMs);
    compositionPromise.then(
      (known) => {
        knownRoutes = known.routes;
      },
      () => {
        compositionPromise = null;
      },
    );
  }
  return compositionPromise;
}

/**
 * Fetches `/remotes.json` (once per page load) and applies this browser's canaries and the QA overrides: where each area's
 * manifest lives. An area is registered with the federation runtime when it is first loaded
 * (remote-entry.ts). A failed fetch is forgotten so the next 'Повторить' asks again instead of
 * failing forever.
 */
export async function fetchRemoteManifests(timeoutMs: number): Promise<RemoteManifests> {
  return (await composition(timeoutMs)).manifests;
}

/** The areas' routes this page load runs, from the same registry answer: the router discovers pages by them. */
export async function fetchSiteRoutes(timeoutMs: number): Promise<SiteRoute[]> {
  return (await composition(timeoutMs)).routes;
}

/** The areas' routes if the registry has answered already, else none. */
export function siteRoutesKnown(): readonly SiteRoute[] {
  return knownRoutes;
}

/** Tests only: forget the fetched registry and the start-up query, as a new page load would. */
export function resetRemoteRegistryForTests(): void {
  compositionPromise = null;
  knownRoutes = [];
  startupSearch = null;
}
