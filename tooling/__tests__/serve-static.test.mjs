import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withTelemetrySources } from '../content-security-policy.mjs';
import { pageCacheControl, serveStatic } from '../serve-static.mjs';
import { seoFileAnswers } from '../../shell/server/seo/seo-files.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
const runtimeDir = path.join(root, '..', `${path.basename(root)}-runtime`);
mkdirSync(runtimeDir);
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(path.join(root, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry = 1;');
writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
writeFileSync(path.join(root, 'remotes.json'), '{"from":"dist"}');
const route = (/** @type {string} */ key, /** @type {string} */ routePath) => ({ key, path: routePath, title: key, description: key });
/** The registry as a release writes it: the routes each area's live release published, and a canary's. */
const registry = {
  from: 'runtime',
  remotes: {},
  routes: {
    'mf-avia': [route('index', '/')],
    'mf-profile': [route('profileOrderView', '/profile/orders/:orderUuid'), route('profileMain', '/profile')],
    'mf-tours': [route('toursHotel', '/tours/hotels/:hotelId')],
  },
  canaries: {
    'mf-tours': { manifest: 'http://127.0.0.1:3003/releases/v2/mf-manifest.json', percent: 10, routes: [route('toursWishlist', '/tours/wishlist')] },
  },
};
writeFileSync(path.join(runtimeDir, 'remotes.json'), JSON.stringify(registry));
writeFileSync(path.join(root, 'routes.json'), JSON.stringify({ area: 'shell', routes: [route('login', '/login')] }));
writeFileSync(path.join(root, 'main.0123abcd.js.map'), '{"sources":["secret.ts"]}');
writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Авиабилеты и туры"}');
// A secret next to the dist, and links to it from inside the dist.
const outside = mkdtempSync(path.join(tmpdir(), 'serve-static-outside-'));
writeFileSync(path.join(outside, 'secret.txt'), 'private key');
mkdirSync(path.join(outside, 'pages'));
writeFileSync(path.join(outside, 'pages', 'index.html'), '<title>outside</title>');
symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'linked-secret.txt'));
symlinkSync(path.join(outside, 'pages'), path.join(root, 'linked-pages'));
symlinkSync(path.join(root, 'index.html'), path.join(root, 'inside-link.html'));

let shell;
let remote;
let withSeo;
beforeAll(async () => {
  shell = await serveStatic({ root, port: 4090, spaFallback: true, runtimeDir });
  remote = await serveStatic({ root, port: 4091, cors: true });
  // robots.txt and the sitemap as npm start answers them; config.json names an API nothing listens on
  const seoRuntimeDir = mkdtempSync(path.join(tmpdir(), 'serve-static-seo-'));
  writeFileSync(path.join(seoRuntimeDir, 'config.json'), JSON.stringify({ apiBase: 'http://127.0.0.1:9' }));
  withSeo = await serveStatic({
    root,
    port: 4097,
    spaFallback: true,
    runtimeDir: seoRuntimeDir,
    generatedFiles: seoFileAnswers({ origin: 'http://127.0.0.1:4097', runtimeDir: seoRuntimeDir, shellRoutes: [] }),
  });
});
afterAll(async () => {
  await shell.close();
  await remote.close();
  await withSeo.close();
});

describe('what a page server lets a shared cache keep (nginx, deploy/nginx/platform.conf.template)', () => {
  it('a page rendered on the server for a route without noindex, for 30 s; browsers revalidate it', () => {
    expect(pageCacheControl({ status: 200, rendered: true, noindex: false })).toBe('public, max-age=0, s-maxage=30');
  });

  it('nothing else: a personal page, a page its area could not render (or a QA switch asked unrendered), a 404', () => {
    expect(pageCacheControl({ status: 200, rendered: false, noindex: true })).toBe('no-cache');
    expect(pageCacheControl({ status: 200, rendered: true, noindex: true })).toBe('no-cache');
    expect(pageCacheControl({ status: 200, rendered: false, noindex: false })).toBe('no-cache');
    expect(pageCacheControl({ status: 404, rendered: true, noindex: false })).toBe('no-cache');
  });
});

describe('serve-static', () => {
  it('answers the files it is given to make (robots.txt), and a sitemap its API cannot fill as 503 to retry, not a shrunken list', async () => {
    const robots = await fetch(`${withSeo.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Sitemap: http://127.0.0.1:4097/sitemap.xml');
    const sitemap = await fetch(`${withSeo.url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe('60');
    expect(await sitemap.text()).toBe('Карта сайта временно недоступна');
    // any other path is served as before
    expect((await fetch(`${withSeo.url}/profile`)).status).toBe(404);
    expect((await fetch(`${shell.url}/robots.txt`)).status).toBe(404);
  });

  it('serves the web app manifest as application/manifest+json, revalidated on every load', async () => {
    const response = await fetch(`${shell.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a deep link of the shell with index.html, revalidated on every load', async () => {
    const response = await fetch(`${shell.url}/profile/orders/42`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a path no route matches with the same page (its not-found view) and 404', async () => {
    const page = await (await fetch(`${shell.url}/profile/orders/42`)).text();
    for (const known of ['/', '/profile/orders/42/', '/PROFILE', '/tours/hotels/7', '/login']) {
      expect((await fetch(`${shell.url}${known}`)).status, known).toBe(200);
    }
    for (const unknown of ['/foo', '/profile/orders/42/nope', '/avia/offers']) {
      const response = await fetch(`${shell.url}${unknown}`, { headers: { 'If-None-Match': '*' } });
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toBe(page);
    }
  });

  it('reads the routes the registry publishes per request: a release adds or removes a page with no restart', async () => {
    expect((await fetch(`${shell.url}/avia/refunds-probe`)).status).toBe(404);
    writeFileSync(
      path.join(runtimeDir, 'remotes.json'),
      JSON.stringify({ ...registry, routes: { ...registry.routes, 'mf-avia': [route('index', '/'), route('refundsProbe', '/avia/refunds-probe')] } }),
    );
    try {
      expect((await fetch(`${shell.url}/avia/refunds-probe`)).status).toBe(200);
    } finally {
      writeFileSync(path.join(runtimeDir, 'remotes.json'), JSON.stringify(registry));
    }
    expect((await fetch(`${shell.url}/avia/refunds-probe`)).status).toBe(404);
  });

  it("serves a canary's pages only to the browsers its bucket cookie puts in it", async () => {
    expect((await fetch(`${shell.url}/tours/wishlist`, { headers: { Cookie: 'mf_canary_bucket=9' } })).status).toBe(200);
    expect((await fetch(`${shell.url}/tours/wishlist`, { headers: { Cookie: 'mf_canary_bucket=10' } })).status).toBe(404);
    expect((await fetch(`${shell.url}/tours/wishlist`)).status).toBe(404);
    // a browser in the canary gets the canary's routes for that area, not the live release's
    expect((await fetch(`${shell.url}/tours/hotels/7`, { headers: { Cookie: 'other=1; mf_canary_bucket=3' } })).status).toBe(404);
  });

  it('never answers a missing script with HTML', async () => {
    const response = await fetch(`${shell.url}/main.deadbeef.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('caches hashed chunks forever and gzips them', async () => {
    const response = await fetch(`${shell.url}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('xxxx');
  });

  it('revalidates manifests and remote entries, and allows any origin on a remote', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await fetch(`${remote.url}/${file}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('serves remotes.json from the runtime folder, not from dist', async () => {
    expect((await (await fetch(`${shell.url}/remotes.json`)).json()).from).toBe('runtime');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${remote.url}/remoteEntry.js`);
    const second = await fetch(`${remote.url}/remoteEntry.js`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(second.status).toBe(304);
  });

  it('does not serve files outside its folder', async () => {
    const response = await fetch(`${remote.url}/..%2f${path.basename(runtimeDir)}%2fremotes.json`);
    expect(response.status).toBe(404);
  });

  it('never follows a symlink out of its folder (a link inside it still works)', async () => {
    for (const server of [shell, remote]) {
      expect((await fetch(`${server.url}/linked-secret.txt`)).status).toBe(404);
      // The shell answers an unknown page path with its own index.html, never the linked one.
      const page = await fetch(`${server.url}/linked-pages/`);
      expect(await page.text()).not.toContain('outside');
    }
    expect((await fetch(`${remote.url}/linked-pages/`)).status).toBe(404);
    const inside = await fetch(`${remote.url}/inside-link.html`);
    expect(inside.status).toBe(200);
    expect(await inside.text()).toContain('shell');
  });

  it('serves an area’s releases under /releases/, appearing after it started, and nothing beside them', async () => {
    const releases = path.join(mkdtempSync(path.join(tmpdir(), 'serve-static-releases-')), 'mf-tours');
    const area = await serveStatic({ root, port: Number(process.env.SERVE_STATIC_TEST_PORT ?? 4630), cors: true, releasesDir: releases });
    try {
      expect((await fetch(`${area.url}/releases/v1/mf-manifest.json`)).status).toBe(404);
      mkdirSync(path.join(releases, 'v1'), { recursive: true });
      writeFileSync(path.join(releases, 'v1', 'mf-manifest.json'), '{"release":"v1"}');
      writeFileSync(path.join(releases, '..', 'mf-tours.json'), '{"author":"someone"}');
      symlinkSync(path.join(outside, 'secret.txt'), path.join(releases, 'v1', 'linked-secret.txt'));
      expect(await (await fetch(`${area.url}/releases/v1/mf-manifest.json`)).json()).toEqual({ release: 'v1' });
      expect((await fetch(`${area.url}/remoteEntry.js`)).status).toBe(200);
      expect((await fetch(`${area.url}/releases/..%2fmf-tours.json`)).status).toBe(404);
      expect((await fetch(`${area.url}/releases/v1/linked-secret.txt`)).status).toBe(404);
      expect((await fetch(`${remote.url}/releases/v1/mf-manifest.json`)).status).toBe(404);
    } finally {
      await area.close();
    }
  });

  it('serves every area’s releases under /<area>/releases/ on the shell’s origin (an area registered at run time has no server), nothing beside them', async () => {
    const releases = mkdtempSync(path.join(tmpdir(), 'serve-static-area-releases-'));
    const site = await serveStatic({
      root,
      port: Number(process.env.SERVE_STATIC_TEST_PORT ?? 4630) + 1,
      spaFallback: true,
      runtimeDir,
      areaReleasesDir: releases,
    });
    try {
      mkdirSync(path.join(releases, 'mf-probe', 'v1'), { recursive: true });
      writeFileSync(path.join(releases, 'mf-probe', 'v1', 'mf-manifest.json'), '{"release":"v1"}');
      writeFileSync(path.join(releases, 'mf-probe.json'), '{"author":"someone"}');
      symlinkSync(path.join(outside, 'secret.txt'), path.join(releases, 'mf-probe', 'v1', 'linked-secret.txt'));
      const manifest = await fetch(`${site.url}/mf-probe/releases/v1/mf-manifest.json`);
      expect(await manifest.json()).toEqual({ release: 'v1' });
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${site.url}/mf-probe/releases/..%2f..%2fmf-probe.json`)).status).toBe(404);
      expect((await fetch(`${site.url}/mf-probe/releases/v1/linked-secret.txt`)).status).toBe(404);
      expect((await fetch(`${site.url}/mf-Probe/releases/v1/mf-manifest.json`)).status).toBe(404);
      // the shell's server without the option serves no area's releases
      expect((await fetch(`${shell.url}/mf-probe/releases/v1/mf-manifest.json`)).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it('serves no source maps unless told to (development)', async () => {
    expect((await fetch(`${shell.url}/main.0123abcd.js.map`)).status).toBe(404);
    expect((await fetch(`${remote.url}/main.0123abcd.js.map`)).status).toBe(404);
    const development = await serveStatic({ root, port: 4092, sourceMaps: true });
    try {
      expect((await fetch(`${development.url}/main.0123abcd.js.map`)).status).toBe(200);
    } finally {
      await development.close();
    }
  });

  it('sends the CSP and the security headers on pages and files', async () => {
    for (const url of [
      `${shell.url}/`,
      `${shell.url}/index.html`,
      `${shell.url}/profile/orders/42`,
      `${remote.url}/remoteEntry.js`,
      `${shell.url}/missing.js`,
    ]) {
      const response = await fetch(url);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('content security policy', () => {
  const registry = {
    remotes: { 'mf-avia': 'http://127.0.0.1:3001/mf-manifest.json', 'mf-tours': 'https://tours.example.ru/mf-manifest.json' },
    overrideOrigins: ['http://127.0.0.1:3020'],
  };
  /** @param {string} policy @param {string} name */
  const directive = (policy, name) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('lets scripts come only from the site, the registry areas and the QA origins', () => {
    const policy = contentSecurityPolicy({ registry, config: { apiBase: 'http://127.0.0.1:3010' } });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:3001', 'https://tours.example.ru', 'http://127.0.0.1:3020']);
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:3010');
    expect(directive(policy, 'script-src')).not.toContain('http://127.0.0.1:3010');
    expect(policy).not.toMatch(/unsafe-eval|mc\.yandex|amplitude|sentry/);
  });

  it("lets each area's stylesheets come from its own origin, and no other", () => {
    const policy = contentSecurityPolicy({ registry, config: { apiBase: 'http://127.0.0.1:3010' } });
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'http://127.0.0.1:3001', 'https://tours.example.ru', 'http://127.0.0.1:3020']);
  });

  it('adds telemetry hosts only when config.json switches them on', () => {
    const policy = contentSecurityPolicy({
      registry,
      config: { apiBase: '/api', metrikaCounterId: 1, amplitudeApiKey: 'k', sentryDsn: 'https://abc@o1.ingest.sentry.io/2' },
      siteOrigin: 'https://poletim.example.ru',
    });
    expect(directive(policy, 'script-src')).toContain('https://mc.yandex.ru');
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://api2.amplitude.com', 'https://o1.ingest.sentry.io']));
    expect(
      withTelemetrySources(contentSecurityPolicy({ registry, config: { apiBase: '/api' }, siteOrigin: 'https://poletim.example.ru' }), {
        metrikaCounterId: 1,
        amplitudeApiKey: 'k',
        sentryDsn: 'https://abc@o1.ingest.sentry.io/2',
      }),
    ).toBe(policy);
    // An API under the site's path prefix is the site itself.
    expect(directive(policy, 'connect-src')).not.toContain('https://poletim.example.ru');
  });
});

describe('the HTML of a content page', () => {
  // No Link preload of its text: the server cannot see the visitor's stored token and UTM values, and
  // every request to the API carries them (product rules §7; docs/architecture.md, "First paint").
  it('names no request to the API', async () => {
    const siteRuntime = mkdtempSync(path.join(tmpdir(), 'serve-static-content-'));
    writeFileSync(path.join(siteRuntime, 'config.json'), JSON.stringify({ apiBase: 'http://127.0.0.1:4099/' }));
    const site = await serveStatic({ root, port: 4092, spaFallback: true, runtimeDir: siteRuntime });
    try {
      for (const page of ['/about', '/pages/thailand/', '/']) expect((await fetch(`${site.url}${page}`)).headers.get('link'), page).toBeNull();
    } finally {
      await site.close();
    }
  });
});
