// @vitest-environment jsdom
// jsdom: its DOMParser is the standard inert one the early script relies on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS, XSRF_COOKIE } from 'shared';
import { imageFailures } from 'shared/lazy-image';
import { HOTEL_PHOTO_SIZES } from 'shared/tours';
import { withEarlyBootTables } from 'tooling/route-table.mjs';
import { CONFIG_ELEMENT_ID, REGISTRY_ELEMENT_ID, shellPageWithConfig, shellPageWithRegistry } from 'tooling/shell-page.mjs';
import { publishedRegistry } from './early-script-harness';

// The early script (before-bundle.js, plain ES5, run before any bundle) paints a hotel's first photo
// into the static frame (an info page's text comes from the server: docs/architecture.md#server-rendering). It is run here as the browser runs it (its tables written in as the build
// does), against index.html's static frame.
const here = import.meta.dirname;
const html = readFileSync(path.join(here, '..', '..', 'index.html'), 'utf8');
const beforeBundle = withEarlyBootTables(readFileSync(path.join(here, '..', 'before-bundle.js'), 'utf8'));

const API = 'http://api.test';

interface Boot {
  parsed: Record<string, unknown>;
}

async function runEarlyScript(pathname: string, pageAnswer: () => Response, { asksForPage = true, apiPrefix = `${API}/pages/` } = {}): Promise<Boot> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  delete window.platformImageFailures;
  window.history.replaceState(null, '', pathname);
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/config.json') return Response.json({ apiBase: API });
    if (url === '/remotes.json') return Response.json(publishedRegistry);
    if (url.startsWith(apiPrefix)) return pageAnswer();
    return new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  new Function(beforeBundle)();
  const boot = (window as unknown as { __PLATFORM_BOOT__: Boot }).__PLATFORM_BOOT__;
  // let the config, the page and its JSON arrive
  const askedForPage = () => fetchMock.mock.calls.some(([url]) => String(url).startsWith(apiPrefix));
  if (asksForPage) await vi.waitFor(() => expect(askedForPage()).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (!asksForPage) expect(askedForPage()).toBe(false);
  return boot;
}

/** A hotel as GET /tours/hotels/{id} answers it: the early script paints its name and first photo. */
const HOTEL = {
  id: 1022,
  name: 'Отель <b>Морской</b> бриз',
  images: [
    {
      full: '/tours/hotels/1022/images/0/full.png?v=1',
      small2x: '/tours/hotels/1022/images/0/small2x.png?v=1',
      small: '/tours/hotels/1022/images/0/small.png?v=1',
      thumb2x: '/tours/hotels/1022/images/0/thumb2x.png?v=1',
      thumb: '/tours/hotels/1022/images/0/thumb.png?v=1',
      webpSrcset: '/tours/hotels/1022/images/0/small.webp?v=1 400w, /tours/hotels/1022/images/0/full.webp?v=1 1200w',
    },
  ],
};

const painted = () => document.querySelector<HTMLElement>('[data-static-frame] .pf-main [data-early-page]');

describe('with config.json and the registry written into the page by the server', () => {
  afterEach(() => {
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
    document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
  });

  it('asks for the hotel at once, without asking for config.json or remotes.json first', async () => {
    // the page as built has the early script inline in <head>, which this test runs itself below
    const built = html.replace('</head>', '<script data-early-script></script></head>');
    const served = new DOMParser().parseFromString(shellPageWithRegistry(shellPageWithConfig(built, { apiBase: API }), publishedRegistry), 'text/html');
    document.head.append(served.getElementById(CONFIG_ELEMENT_ID)!, served.getElementById(REGISTRY_ELEMENT_ID)!);
    document.body.innerHTML = served.body.innerHTML;
    window.history.replaceState(null, '', '/tours/hotels/1022');
    const fetchMock = vi.fn(async (url: string) => (url.startsWith(`${API}/tours/hotels/`) ? Response.json(HOTEL) : new Response('', { status: 404 })));
    vi.stubGlobal('fetch', fetchMock);
    new Function(beforeBundle)();
    // one turn of promises: no answer from any server has come in yet
    await Promise.resolve();
    await Promise.resolve();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain(`${API}/tours/hotels/1022`);
    expect(asked).not.toContain('/config.json');
    expect(asked).not.toContain('/remotes.json');
    await vi.waitFor(() => expect(painted()?.querySelector('h1')?.textContent).toBe(HOTEL.name));
  });

  it('takes a canary’s routes in its bucket and the live ones outside it, and leaves the area to the shell while no bucket is drawn', async () => {
    const probe = { key: 'toursHotelProbe', path: '/tours/hotel-probe/:hotelId', title: 'Отель', description: 'Отель.', earlyPhoto: '/tours/hotels/:hotelId' };
    const tours = publishedRegistry.routes['mf-tours'] ?? [];
    const registry = {
      ...publishedRegistry,
      canaries: { 'mf-tours': { manifest: 'http://canary.test/mf-manifest.json', percent: 50, routes: [...tours, probe] } },
    };
    const built = html.replace('</head>', '<script data-early-script></script></head>');
    const served = new DOMParser().parseFromString(shellPageWithRegistry(shellPageWithConfig(built, { apiBase: API }), registry), 'text/html');
    for (const [cookie, asks] of [
      ['mf_canary_bucket=10; path=/', true],
      ['mf_canary_bucket=90; path=/', false],
      ['', false],
    ] as const) {
      document.head.append(served.getElementById(CONFIG_ELEMENT_ID)!.cloneNode(true), served.getElementById(REGISTRY_ELEMENT_ID)!.cloneNode(true));
      document.body.innerHTML = served.body.innerHTML;
      document.cookie = cookie || 'mf_canary_bucket=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      window.history.replaceState(null, '', '/tours/hotel-probe/1022');
      const fetchMock = vi.fn(async (_url: string) => Response.json(HOTEL));
      vi.stubGlobal('fetch', fetchMock);
      new Function(beforeBundle)();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === `${API}/tours/hotels/1022`),
        cookie || 'no bucket',
      ).toBe(asks);
      document.getElementById(CONFIG_ELEMENT_ID)?.remove();
      document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
      delete (window as { __PLATFORM_BOOT__?: unknown }).__PLATFORM_BOOT__;
    }
    document.cookie = 'mf_canary_bucket=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('paints only the pages the written-in registry publishes: a page no live release has is left alone', async () => {
    const built = html.replace('</head>', '<script data-early-script></script></head>');
    const withoutHotel = {
      ...publishedRegistry,
      routes: { ...publishedRegistry.routes, 'mf-tours': publishedRegistry.routes['mf-tours']?.filter((route) => route.key !== 'toursHotel') },
    };
    const served = new DOMParser().parseFromString(shellPageWithRegistry(shellPageWithConfig(built, { apiBase: API }), withoutHotel), 'text/html');
    document.head.append(served.getElementById(CONFIG_ELEMENT_ID)!, served.getElementById(REGISTRY_ELEMENT_ID)!);
    document.body.innerHTML = served.body.innerHTML;
    window.history.replaceState(null, '', '/tours/hotels/1022');
    const fetchMock = vi.fn(async (_url: string) => Response.json(HOTEL));
    vi.stubGlobal('fetch', fetchMock);
    new Function(beforeBundle)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(`${API}/tours/hotels/1022`);
    expect(painted()).toBeNull();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __PLATFORM_BOOT__?: unknown }).__PLATFORM_BOOT__;
  delete (window as { __pwned?: unknown }).__pwned;
  document.body.innerHTML = '';
});

describe('the early request for a hotel’s photo follows the API client’s rules', () => {
  const page = HOTEL;
  const hotelApi = { apiPrefix: `${API}/tours/hotels/` };
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('is not made for a signed-in visitor: the client asks itself, with the token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'signed-in-token');
    await runEarlyScript('/tours/hotels/1022', () => Response.json(page), { ...hotelApi, asksForPage: false });
    expect(painted()).toBeNull();
  });

  it('is not made when UTM values are stored: the client asks itself, with them', async () => {
    window.localStorage.setItem(STORAGE_KEYS.utm, JSON.stringify({ source: 'mail' }));
    await runEarlyScript('/tours/hotels/1022', () => Response.json(page), { ...hotelApi, asksForPage: false });
    expect(painted()).toBeNull();
  });

  it('is not made when the page address carries UTM parameters', async () => {
    await runEarlyScript('/tours/hotels/1022?utm_source=mail', () => Response.json(page), { ...hotelApi, asksForPage: false });
  });

  // The client's own rule (request-rules.js#requestUtm) decides: where it would add no UTM
  // parameter, the early request is the client's request and is made.
  it.each([
    ['an address parameter without a value', '/tours/hotels/1022?utm_source=', null],
    ['a stored record with empty values', '/tours/hotels/1022', JSON.stringify({ source: '', medium: '' })],
    ['a stored record that is not JSON', '/tours/hotels/1022', '{source:'],
    ['a stored record of another shape', '/tours/hotels/1022', JSON.stringify({ source: 7 })],
  ])('is made where the client adds no UTM parameter: %s', async (_case, pathname, stored) => {
    if (stored !== null) window.localStorage.setItem(STORAGE_KEYS.utm, stored);
    await runEarlyScript(pathname, () => Response.json(page), hotelApi);
    expect(painted()?.querySelector('h1')?.textContent).toBe(HOTEL.name);
  });

  it('echoes the XSRF cookie in its header, as the client does', async () => {
    document.cookie = `${XSRF_COOKIE}=cookie%2Fvalue`;
    await runEarlyScript('/tours/hotels/1022', () => Response.json(page), hotelApi);
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith(`${API}/tours/hotels/`))?.[1];
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-XSRF-TOKEN': 'cookie/value' });
    expect(init?.credentials).toBe('include');
  });
});

describe('the early script paints a hotel’s first photo before the bundle', () => {
  const hotelApi = `${API}/tours/hotels/`;
  const hotel = HOTEL;

  it('asks for the hotel as the API client would, shows its name and the photo in the gallery’s widths, and keeps the JSON for the area', async () => {
    const boot = await runEarlyScript('/tours/hotels/1022', () => Response.json(hotel), { apiPrefix: hotelApi });
    const article = painted()!;
    expect(article.dataset.earlyPage).toBe('/tours/hotels/1022');
    expect(article.querySelector('h1')?.textContent).toBe('Отель <b>Морской</b> бриз');
    const source = article.querySelector('picture source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(`${API}/tours/hotels/1022/images/0/small.webp?v=1 400w, ${API}/tours/hotels/1022/images/0/full.webp?v=1 1200w`);
    expect(source.getAttribute('sizes')).toBe(HOTEL_PHOTO_SIZES);
    const img = article.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe(`${API}/tours/hotels/1022/images/0/small2x.png?v=1`);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('fetchpriority')]).toEqual(['800', '534', 'high']);
    expect(boot.parsed[`${API}/tours/hotels/1022`]).toEqual(hotel);
  });

  it('counts a photo that fails as one of its 3 attempts and takes the failed picture away, so carrying the page over does not ask again', async () => {
    await runEarlyScript('/tours/hotels/1022', () => Response.json(hotel), { apiPrefix: hotelApi });
    const article = painted()!;
    const img = article.querySelector('picture img')!;
    // seen by the script's listener on the document and by the picture's own: one attempt
    img.dispatchEvent(new Event('error'));
    expect(imageFailures(`${API}/tours/hotels/1022/images/0/small2x.png?v=1`)).toBe(1);
    expect(article.querySelector('picture')).toBeNull();
    expect(article.querySelector('h1')?.textContent).toBe('Отель <b>Морской</b> бриз');
  });

  it('counts each failed request of the server’s photo once, also one that fails after the shell moved the page out of the document', async () => {
    document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    delete window.platformImageFailures;
    const photo = `${API}/tours/hotels/1022/images/0/small2x.png?v=1`;
    // the server's page, in the frame's main element as tooling/page-render.mjs writes it
    document.querySelector('[data-static-frame] .pf-main')!.innerHTML =
      `<div data-early-page="/tours/hotels/1022"><picture><img src="${photo}" alt="Отель, фото 1"></picture></div>`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    new Function(beforeBundle)();
    const img = document.querySelector('[data-early-page] img')!;
    const failure = new Event('error');
    img.dispatchEvent(failure);
    img.dispatchEvent(failure);
    expect(imageFailures(photo)).toBe(1);
    // the shell took the page into its frame and the area's page replaced it: the element's own listener counts
    img.closest('[data-early-page]')!.remove();
    img.dispatchEvent(new Event('error'));
    expect(imageFailures(photo)).toBe(2);
  });

  it('paints nothing for a hotel without photos, an answer of another shape or a failure', async () => {
    for (const answer of [
      () => Response.json({ ...hotel, images: [] }),
      () => Response.json({ name: 'x', images: [{ small2x: 1 }] }),
      () => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }),
    ]) {
      const boot = await runEarlyScript('/tours/hotels/1022', answer, { apiPrefix: hotelApi });
      expect(painted()).toBeNull();
      expect(boot.parsed).toEqual({});
    }
  });

  it('puts nothing from the address into the request but a plain id, and nothing for a signed-in visitor', async () => {
    await runEarlyScript('/tours/hotels/..%2F..%2Fxsrf', () => Response.json(hotel), { apiPrefix: API, asksForPage: false });
    window.localStorage.setItem(STORAGE_KEYS.token, 'signed-in-token');
    await runEarlyScript('/tours/hotels/1022', () => Response.json(hotel), { apiPrefix: hotelApi, asksForPage: false });
    window.localStorage.clear();
    expect(painted()).toBeNull();
  });
});
