import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
/** @type {{ url: string, close(): Promise<void> }} */ let keeping;
/** What each render was asked: its address and whether it may stream. @type {{ url: string, stream?: { flushAfterMs: number, nonce: string } }[]} */
const renders = [];

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
    renderAreaPage: async ({ route: { key }, hostName, url, stream }) => {
      hostsRendered.push(hostName);
      renders.push({ url, stream });
      const whole = {
        html: `<main><h1>${key}</h1></main>`,
        answers: { hotel: { status: 'ready', data: 1 } },
        head: `<title>${key}</title>`,
        complete: true,
        notFound: false,
      };
      // a page whose data is late (`?late`) streams to a browser: the frame, then the page with React's script
      if (!stream || !url.includes('late')) return whole;
      return {
        streamed: true,
        shell: '<main><p>Загрузка…</p></main>',
        head: '<title>route head</title>',
        rest: (async function* () {
          await new Promise((resolve) => setTimeout(resolve, 150));
          yield `<div hidden id="S:0"><h1>${key}</h1></div><script nonce="${stream.nonce}">$RC("B:0","S:0")</script>`;
        })(),
        finished: async (keeping) =>
          url.includes('failing')
            ? { answers: {}, whole: null, error: new Error('late part failed') }
            : { answers: whole.answers, whole: keeping && !url.includes('incomplete') ? whole : null },
      };
    },
    brandNameFor: (hostName) => (hostName.includes('bgoperator') ? 'Avia.bgoperator.ru' : 'Poletim.ru'),
  };
  site = await serveStatic({ root, port: 4097, spaFallback: true, runtimeDir, pageRenderer: new PageRenderer(renderer, 'https://poletim.ru') });
  keeping = await serveStatic({
    root,
    port: 4098,
    spaFallback: true,
    runtimeDir,
    pageCacheSeconds: 30,
    pageRenderer: new PageRenderer(renderer, 'https://poletim.ru'),
  });
});
afterAll(async () => {
  await keeping?.close();
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

/** A browser's navigation, as Chromium asks for a page. */
const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' };

/** The page's answer as it arrives: its headers and its parts, each with the time it came (ms). @param {string} url @param {Record<string, string>} headers */
const partsOf = (url, headers) =>
  new Promise((resolve, reject) => {
    const asked = Date.now();
    http
      .get(url, { headers }, (response) => {
        /** @type {{ ms: number, text: string }[]} */
        const parts = [];
        response.setEncoding('utf8');
        response.on('data', (text) => parts.push({ ms: Date.now() - asked, text }));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, parts, text: parts.map((part) => part.text).join('') }));
      })
      .on('error', reject);
  });

describe('a page in parts (docs/architecture.md, "Streaming")', () => {
  it('goes to a browser’s navigation: the frame at once, the late part as it comes, its script allowed by this answer’s nonce, the answers last; kept by no cache', async () => {
    renders.length = 0;
    const page = /** @type {any} */ (await partsOf(`${site.url}/tours/hotels/1022?late`, NAVIGATION));
    expect(page.status).toBe(200);
    expect(page.headers['x-accel-buffering']).toBe('no');
    expect(page.headers['cache-control']).toBe('no-store');
    const nonce = renders[0]?.stream?.nonce;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(page.headers['content-security-policy']).toContain(`script-src 'nonce-${nonce}' 'self'`);
    expect(page.headers['x-script-nonce']).toBe(nonce);
    expect(page.parts[0].text).toContain('<title>route head</title>');
    expect(page.parts[0].text).toContain('<div id="root"><main><p>Загрузка…</p></main></div>');
    expect(page.parts[0].text).not.toContain('<h1>');
    expect(page.parts.at(-1).ms - page.parts[0].ms).toBeGreaterThanOrEqual(100);
    expect(page.text.indexOf('<h1>toursHotel</h1>')).toBeGreaterThan(page.text.indexOf('</noscript>'));
    expect(page.text).toMatch(/<script type="application\/json" id="server-answers">\{"hotel":\{"status":"ready","data":1\}\}<\/script><\/body><\/html>$/);
  });

  it('never goes to a crawler, a link preview or a fetch: each gets the page whole, no nonce in its policy', async () => {
    renders.length = 0;
    for (const headers of [
      { ...NAVIGATION, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      { 'user-agent': 'TelegramBot (like TwitterBot)' },
      { 'sec-fetch-mode': 'cors' },
    ]) {
      const page = /** @type {any} */ (await partsOf(`${site.url}/tours/hotels/1022?late`, headers));
      expect(page.text).toContain('<title>toursHotel</title>');
      expect(page.headers['content-security-policy']).not.toContain('nonce-');
    }
    expect(renders.map((render) => render.stream)).toEqual([undefined, undefined, undefined]);
  });

  it('is kept whole by a page server that keeps pages, and the next visit gets the whole page at once, for nginx to keep', async () => {
    renders.length = 0;
    const first = /** @type {any} */ (await partsOf(`${keeping.url}/tours/hotels/1022?late`, NAVIGATION));
    expect(first.headers['x-accel-buffering']).toBe('no');
    const next = /** @type {any} */ (await partsOf(`${keeping.url}/tours/hotels/1022?late`, NAVIGATION));
    expect(renders).toHaveLength(1);
    expect(next.headers['x-accel-buffering']).toBeUndefined();
    expect(next.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=(29|30)$/);
    expect(next.text).toContain('<title>toursHotel</title>');
    expect(next.text).not.toContain('nonce');
  });

  it('reports what a late part threw with the area, its release and the route, and keeps nothing of that page', async () => {
    renders.length = 0;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const page = /** @type {any} */ (await partsOf(`${keeping.url}/tours/hotels/1022?late&failing`, NAVIGATION));
      expect(page.text).toMatch(/<\/body><\/html>$/);
      const line = JSON.parse(String(logged.mock.calls.find(([text]) => String(text).includes('late part failed'))?.[0]));
      expect(line).toMatchObject({ level: 'error', area: 'mf-tours', route: 'toursHotel', error: 'Error: late part failed' });
      await partsOf(`${keeping.url}/tours/hotels/1022?late&failing`, NAVIGATION);
      expect(renders).toHaveLength(2);
    } finally {
      logged.mockRestore();
    }
  });

  it('keeps no page that was late in part, and no personal page', async () => {
    renders.length = 0;
    await partsOf(`${keeping.url}/tours/hotels/1022?late&incomplete`, NAVIGATION);
    await partsOf(`${keeping.url}/tours/hotels/1022?late&incomplete`, NAVIGATION);
    expect(renders).toHaveLength(2);
    await partsOf(`${keeping.url}/profile/orders`, NAVIGATION);
    expect(/** @type {any} */ (await partsOf(`${keeping.url}/profile/orders`, NAVIGATION)).headers['cache-control']).toBe('no-cache');
  });
});
