import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaFilesIn, PageRenderer } from '../page-render.mjs';
import { serveStatic } from '../serve-static.mjs';

// What the page server's HTML carries that the early script used to add in the browser
// (docs/architecture.md#early-script): the preloads of the route's area files, from the release this
// browser gets, on rendered and personal pages alike; and the partner mirror's brand, from the Host.
const root = mkdtempSync(path.join(tmpdir(), 'page-render-'));
const runtimeDir = path.join(root, 'runtime');
const areaDir = path.join(root, 'area');
mkdirSync(runtimeDir);
writeFileSync(path.join(runtimeDir, 'config.json'), JSON.stringify({ apiBase: '/api' }));
mkdirSync(path.join(areaDir, 'v2'), { recursive: true });
writeFileSync(
  path.join(root, 'index.html'),
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Авиабилеты</title></head><body>' +
    '<div id="root"><div data-static-frame><a href="/"><span data-brand-name>Poletim.ru</span></a><main></main></div></div>\n<noscript>JS</noscript></body></html>',
);
/** An area's manifest as its build writes it: the pages module's files, and each route's chunk (tooling/route-chunks.mjs). */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './pages',
      assets: {
        js: { sync: ['pages.1a.js'], async: ['route-toursHotel.2b.js', 'route-toursWishlist.3c.js', 'route-profileOrdersList.6f.js'] },
        css: { sync: [], async: ['route-toursHotel.4d.css', 'route-toursWishlist.5e.css', 'route-profileOrdersList.7a.css'] },
      },
    },
  ],
};
writeFileSync(path.join(areaDir, 'mf-manifest.json'), JSON.stringify(manifest));
writeFileSync(path.join(areaDir, 'v2', 'mf-manifest.json'), JSON.stringify(manifest));
const route = (/** @type {string} */ key, /** @type {string} */ routePath, noindex = false) => ({
  key,
  path: routePath,
  title: key,
  description: key,
  ...(noindex ? { noindex } : {}),
});

/** @type {{ url: string, close(): Promise<void> }} */ let area;
/** @type {{ url: string, close(): Promise<void> }} */ let site;
/** @type {string[]} */ const hostsRendered = [];

beforeAll(async () => {
  area = await serveStatic({ root: areaDir, port: 4096, cors: true });
  const live = `${area.url}/mf-manifest.json`;
  writeFileSync(
    path.join(runtimeDir, 'remotes.json'),
    JSON.stringify({
      remotes: { 'mf-tours': live, 'mf-profile': live },
      routes: { 'mf-tours': [route('toursHotel', '/tours/hotels/:hotelId')], 'mf-profile': [route('profileOrdersList', '/profile/orders', true)] },
      canaries: {},
    }),
  );
  /** @type {import('../page-render.mjs').Renderer} */
  const renderer = {
    configureServerApi: () => undefined,
    configureServerWindow: () => undefined,
    routeHeadHtml: ({ route: { title } }) => `<title>${title}</title>`,
    renderAreaPage: async ({ route: { key }, hostName }) => {
      hostsRendered.push(hostName);
      return { html: `<main><h1>${key}</h1></main>`, answers: {}, head: `<title>${key}</title>`, complete: true };
    },
    brandNameFor: (hostName) => (hostName.includes('bgoperator') ? 'Avia.bgoperator.ru' : 'Poletim.ru'),
  };
  site = await serveStatic({ root, port: 4097, spaFallback: true, runtimeDir, pageRenderer: new PageRenderer(renderer, 'https://poletim.ru') });
});
afterAll(async () => {
  await site?.close();
  await area?.close();
});

/** The page as a browser gets it, with `headers` (a Host of its own: fetch() sends the URL's). @param {string} pagePath @param {Record<string, string>} [headers] @returns {Promise<string>} */
const pageOf = (pagePath, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get(`${site.url}${pagePath}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
/** @param {string} html */
const preloadsIn = (html) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)? \/>/g)].map(
    ([, href, as, cors]) => `${as}${cors ? '+cors' : ''} ${href.replace(area.url, '')}`,
  );

describe('the page server’s HTML', () => {
  it('preloads the route’s area files on a rendered page: the manifest as fetch() asks, the scripts as the runtime adds them; its stylesheet is linked, not preloaded again', async () => {
    const html = await pageOf('/tours/hotels/1022');
    expect(html).toContain('<h1>toursHotel</h1>');
    expect(preloadsIn(html)).toEqual(['fetch+cors /mf-manifest.json', 'script /remoteEntry.js', 'script /pages.1a.js', 'script /route-toursHotel.2b.js']);
    expect(html).toContain(`<link rel="stylesheet" href="${area.url}/route-toursHotel.4d.css" crossorigin />`);
  });

  it('preloads them on a personal page it sends as frame and head (noindex), the stylesheet too', async () => {
    const html = await pageOf('/profile/orders');
    expect(html).not.toContain('<h1>');
    expect(preloadsIn(html)).toEqual([
      'fetch+cors /mf-manifest.json',
      'script /remoteEntry.js',
      'script /pages.1a.js',
      'script /route-profileOrdersList.6f.js',
      'style /route-profileOrdersList.7a.css',
    ]);
  });

  it('preloads nothing under a QA override, nor for an area with a canary this browser has no bucket for; the bucket’s release when it has one', async () => {
    expect(preloadsIn(await pageOf('/tours/hotels/1022?mf-override=mf-tours@v9'))).toEqual([]);
    const registryFile = path.join(runtimeDir, 'remotes.json');
    const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
    registry.canaries = { 'mf-tours': { manifest: `${area.url}/v2/mf-manifest.json`, percent: 50, routes: registry.routes['mf-tours'] } };
    writeFileSync(registryFile, JSON.stringify(registry));
    try {
      expect(preloadsIn(await pageOf('/tours/hotels/1022'))).toEqual([]);
      expect(preloadsIn(await pageOf('/tours/hotels/1022', { cookie: 'mf_canary_bucket=10' }))[0]).toBe('fetch+cors /v2/mf-manifest.json');
      expect(preloadsIn(await pageOf('/tours/hotels/1022', { cookie: 'mf_canary_bucket=90' }))[0]).toBe('fetch+cors /mf-manifest.json');
    } finally {
      registry.canaries = {};
      writeFileSync(registryFile, JSON.stringify(registry));
    }
  });

  it('names the partner mirror’s brand for its host, in the static frame and to the renderer', async () => {
    const partner = { host: 'avia.bgoperator.ru' };
    expect(await pageOf('/profile/orders', partner)).toContain('<span data-brand-name>Avia.bgoperator.ru</span>');
    expect(await pageOf('/no-such-area-page', partner)).toContain('<span data-brand-name>Avia.bgoperator.ru</span>');
    expect(await pageOf('/profile/orders')).toContain('<span data-brand-name>Poletim.ru</span>');
    hostsRendered.length = 0;
    await pageOf('/tours/hotels/7', { host: 'avia.bgoperator.ru:8443' });
    expect(hostsRendered).toEqual(['avia.bgoperator.ru']);
  });
});

describe('areaFilesIn', () => {
  it('takes only this route’s chunk and stylesheet, beside the manifest, and a remote entry in a folder', () => {
    const files = areaFilesIn(
      { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } },
      'https://tours.test/r/7/mf-manifest.json',
      'toursWishlist',
    );
    expect(files.stylesheets).toEqual(['https://tours.test/r/7/route-toursWishlist.5e.css']);
    expect(files.preloads.map(({ href }) => href)).toEqual([
      'https://tours.test/r/7/mf-manifest.json',
      'https://tours.test/r/7/entry/remoteEntry.js',
      'https://tours.test/r/7/pages.1a.js',
      'https://tours.test/r/7/route-toursWishlist.3c.js',
      'https://tours.test/r/7/route-toursWishlist.5e.css',
    ]);
  });
});
