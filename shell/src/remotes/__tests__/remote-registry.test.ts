import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The override rules are their own chunk: a traveller's page (no override asked for, none stored)
// never loads them, a QA session always does.
const overrideRules = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('../qa-override', async (importOriginal) => {
  overrideRules.loaded += 1;
  return importOriginal();
});

const { OVERRIDE_STORAGE_KEY } = await import('../override-param');
const { areaReleases, canaryManifests, fetchRemoteManifests, fetchSiteRoutes, noteAreaRelease, resetRemoteRegistryForTests } =
  await import('../remote-registry');

/** This browser's bucket as the shell keeps it (a cookie the servers read too); null clears it. */
function setBucketCookie(bucket: number | null): void {
  document.cookie = bucket === null ? 'mf_canary_bucket=; path=/; max-age=0' : `mf_canary_bucket=${bucket}; path=/`;
}
const bucketCookie = () => /mf_canary_bucket=(\d+)/.exec(document.cookie)?.[1] ?? null;
const { releaseManifestUrl, releaseOfManifest } = await import('tooling/releases/release-paths.mjs');

const live = 'http://127.0.0.1:4003/mf-manifest.json';
const override = 'http://127.0.0.1:4013/mf-manifest.json';
const liveRelease = 'http://127.0.0.1:4003/releases/20261126-100000-abc1234/mf-manifest.json';
const canary = 'http://127.0.0.1:4003/releases/20261126-110000-def5678/mf-manifest.json';

describe('the registry of a page load', () => {
  beforeEach(() => {
    resetRemoteRegistryForTests();
    sessionStorage.clear();
    vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({ remotes: { 'mf-tours': live }, overrideOrigins: ['http://127.0.0.1:4013'] }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('loads no override rules for a page without an override', async () => {
    window.history.replaceState(null, '', '/tours');
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(live);
    expect(overrideRules.loaded).toBe(0);
  });

  it('still finds every area where the browser blocks session storage (no override then)', async () => {
    window.history.replaceState(null, '', `/tours?mf-override=mf-tours@${override}`);
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(live);
    blocked.mockRestore();
  });

  it('applies an override asked for in the address, and keeps it for the next page load of the session', async () => {
    window.history.replaceState(null, '', `/tours?mf-override=mf-tours@${override}`);
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(override);
    expect(overrideRules.loaded).toBe(1);

    resetRemoteRegistryForTests();
    window.history.replaceState(null, '', '/tours');
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).not.toBeNull();
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(override);
  });
});

describe('the release an area runs', () => {
  it('reads the version from a release manifest URL, and names an unreleased build dist', () => {
    expect(releaseOfManifest(liveRelease)).toBe('20261126-100000-abc1234');
    expect(releaseOfManifest('http://127.0.0.1:4003/mf-manifest.json')).toBe('dist');
    expect(releaseOfManifest('http://127.0.0.1:8080/mf-tours/releases/v1.2/mf-manifest.json')).toBe('v1.2');
  });

  it('places a release beside the registered manifest, released or not', () => {
    expect(releaseManifestUrl('http://127.0.0.1:4003/mf-manifest.json', 'v9')).toBe('http://127.0.0.1:4003/releases/v9/mf-manifest.json');
    expect(releaseManifestUrl(liveRelease, 'v9')).toBe('http://127.0.0.1:4003/releases/v9/mf-manifest.json');
    expect(releaseManifestUrl('http://127.0.0.1:8080/mf-tours/mf-manifest.json', 'v9')).toBe('http://127.0.0.1:8080/mf-tours/releases/v9/mf-manifest.json');
  });

  it('remembers the release of each area loaded, for telemetry', () => {
    noteAreaRelease('mf-tours', liveRelease);
    noteAreaRelease('mf-avia', 'http://127.0.0.1:4001/mf-manifest.json');
    expect(areaReleases()).toMatchObject({ 'mf-tours': '20261126-100000-abc1234', 'mf-avia': 'dist' });
  });
});

describe('the canary bucket', () => {
  beforeEach(() => {
    localStorage.clear();
    setBucketCookie(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('serves the canary to buckets below its percentage, the bucket kept in the cookie servers read', () => {
    setBucketCookie(4);
    expect(canaryManifests({ 'mf-tours': { manifest: canary, percent: 5 } })).toEqual({ 'mf-tours': canary });
    setBucketCookie(5);
    expect(canaryManifests({ 'mf-tours': { manifest: canary, percent: 5 } })).toEqual({});
  });

  it('draws a bucket once, only when a canary runs, and draws again over a broken one', () => {
    expect(canaryManifests({})).toEqual({});
    expect(bucketCookie()).toBeNull();
    vi.spyOn(Math, 'random').mockReturnValue(0.42);
    canaryManifests({ 'mf-tours': { manifest: canary, percent: 50 } });
    expect(bucketCookie()).toBe('42');
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    canaryManifests({ 'mf-tours': { manifest: canary, percent: 50 } });
    expect(bucketCookie()).toBe('42');
    document.cookie = 'mf_canary_bucket=x; path=/';
    expect(canaryManifests({ 'mf-tours': { manifest: canary, percent: 50 } })).toEqual({});
    expect(bucketCookie()).toBe('90');
  });
});

describe('the registry a page loads with: canaries and releases', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetRemoteRegistryForTests();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  function serveRegistry(registry: unknown): void {
    vi.spyOn(window, 'fetch').mockImplementation(async () => new Response(JSON.stringify(registry), { status: 200 }));
  }

  it('gives a browser in the canary bucket the canary, the others the live release', async () => {
    serveRegistry({ remotes: { 'mf-tours': liveRelease }, canaries: { 'mf-tours': { manifest: canary, percent: 50 } } });
    setBucketCookie(10);
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(canary);
    resetRemoteRegistryForTests();
    setBucketCookie(90);
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(liveRelease);
  });

  it("gives a browser the routes of the builds it runs: the live release's, or its canary's", async () => {
    const route = (key: string, path: string) => ({ key, path, title: key, description: key });
    serveRegistry({
      remotes: { 'mf-tours': liveRelease, 'mf-avia': live },
      routes: { 'mf-tours': [route('tours', '/tours')], 'mf-avia': [route('index', '/')] },
      canaries: { 'mf-tours': { manifest: canary, percent: 50, routes: [route('tours', '/tours'), route('toursProbe', '/tours/probe')] } },
    });
    setBucketCookie(10);
    expect((await fetchSiteRoutes(1000)).map((r) => `${r.area} ${r.key}`)).toEqual(['mf-tours tours', 'mf-tours toursProbe', 'mf-avia index']);
    resetRemoteRegistryForTests();
    setBucketCookie(90);
    expect((await fetchSiteRoutes(1000)).map((r) => `${r.area} ${r.key}`)).toEqual(['mf-tours tours', 'mf-avia index']);
  });

  it('refuses a registry whose routes are not of the published shape, as any broken registry', async () => {
    serveRegistry({ remotes: { 'mf-tours': liveRelease }, routes: { 'mf-tours': [{ key: 'tours', path: 'no-slash', title: 'Туры', description: 'Туры.' }] } });
    await expect(fetchSiteRoutes(1000)).rejects.toThrow();
  });

  it('lets QA name a release by version, loaded beside the registered manifest with its routes, over the canary', async () => {
    const version = 'http://127.0.0.1:4003/releases/20261101-090000-0a1b2c3/';
    vi.spyOn(window, 'fetch').mockImplementation(async (url) =>
      String(url) === `${version}routes.json`
        ? Response.json({ area: 'tours', routes: [{ key: 'toursOld', path: '/tours/old', title: 'Старое', description: 'Старое.' }] })
        : Response.json({ remotes: { 'mf-tours': liveRelease }, canaries: { 'mf-tours': { manifest: canary, percent: 100 } } }),
    );
    window.history.replaceState(null, '', '/tours?mf-override=mf-tours@20261101-090000-0a1b2c3');
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(`${version}mf-manifest.json`);
    expect((await fetchSiteRoutes(1000)).map((r) => r.key)).toEqual(['toursOld']);
  });
});
