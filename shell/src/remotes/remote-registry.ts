import * as v from 'valibot';
import { isRemoteName, type RemoteName } from 'shared';
import { CANARY_BUCKET_COOKIE, canaryBucketOf, inCanary, type PublishedRoute, type SiteRoute } from 'shared/published-routes';
import { releaseOfManifest } from 'tooling/releases/release-paths.mjs';
import { REGISTRY_ELEMENT_ID } from 'tooling/shell-page.mjs';
import { takeJsonInPage } from '../config/page-json';
import { overridesInPlay, toOrigin } from './override-param';
import { publishedRouteSchema } from './published-route-schema';

// Which build of each area this page load runs: the registry `/remotes.json`, this browser's canary bucket, a QA
// override over both, and the release each loaded area runs, for the errors and events it reports.

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

export type RemoteCanaries = Partial<Record<RemoteName, { manifest: string; percent: number; routes?: readonly PublishedRoute[] }>>;

/** This browser's canary bucket, 0–99, drawn once and kept in a cookie, so the servers' 404 rule serves this browser's canaries' pages too. */
function readBucket(): number {
  const bucket = canaryBucketOf(document.cookie) ?? Math.floor(Math.random() * 100);
  document.cookie = `${CANARY_BUCKET_COOKIE}=${bucket}; path=/; max-age=31536000; samesite=lax`;
  return bucket;
}

/** The canaries this browser gets (a canary at N % serves buckets 0…N−1); the bucket is drawn only when some area has one. */
function canariesServing(canaries: RemoteCanaries): RemoteCanaries {
  const running = Object.entries(canaries) as Array<[RemoteName, NonNullable<RemoteCanaries[RemoteName]>]>;
  if (running.length === 0) return {};
  const bucket = readBucket();
  return Object.fromEntries(running.filter(([, canary]) => inCanary(bucket, canary.percent)));
}

/** The canary manifests this browser gets. */
export function canaryManifests(canaries: RemoteCanaries): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(Object.entries(canariesServing(canaries)).flatMap(([name, canary]) => (canary ? [[name, canary.manifest]] : [])));
}

// The registry, fetched once per page load.

const manifestUrlSchema = v.pipe(v.string(), v.url());

/** `/remotes.json`, served beside the shell and switched on deploy: area → manifest URL, and the canaries running (tooling/releases). */
const routesSchema = v.optional(v.array(publishedRouteSchema), []);

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
    routes[name] = parsed.routes[name] ?? [];
  }
  const canaries: RemoteCanaries = {};
  for (const [name, canary] of Object.entries(parsed.canaries)) if (isRemoteName(name)) canaries[name] = canary;
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

async function fetchComposition(timeoutMs: number): Promise<SiteComposition> {
  startupSearch ??= window.location.search;
  const search = startupSearch;
  // the server wrote it into the page (tooling/shell-page.mjs): a direct load waits for no request
  const raw = takeJsonInPage(REGISTRY_ELEMENT_ID) ?? (await fetchRegistryJson(timeoutMs));
  const registry = parseRemoteRegistry(raw);
  // Blocked storage: no QA override (it lives in the session), and the canary bucket lives in its cookie only.
  const session = storageOrNull('sessionStorage');
  const overridden =
    session && overridesInPlay(search, session) ? await (await import('./qa-override')).overriddenBuilds(search, registry, session, timeoutMs) : [];
  const canaries = canariesServing(registry.canaries);
  const manifests: RemoteManifests = { ...registry.remotes };
  const routes: Partial<Record<RemoteName, readonly PublishedRoute[]>> = { ...registry.routes };
  for (const [name, canary] of Object.entries(canaries) as Array<[RemoteName, NonNullable<RemoteCanaries[RemoteName]>]>) {
    manifests[name] = canary.manifest;
    routes[name] = canary.routes ?? [];
  }
  for (const { name, manifest, routes: published } of overridden) {
    manifests[name] = manifest;
    if (published) routes[name] = published;
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
 * `/remotes.json` (once per page load) with this browser's canaries and the QA overrides applied: where each area's
 * manifest lives. A failed fetch is forgotten, so the next 'Повторить' asks again.
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
