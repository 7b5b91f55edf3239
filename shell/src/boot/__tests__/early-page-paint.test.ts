// @vitest-environment jsdom
// jsdom: its DOMParser is the standard inert one the early script relies on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS, XSRF_COOKIE } from 'shared';
import { HOTEL_PHOTO_SIZES } from 'shared/tours';
import { withEarlyBootTables } from 'tooling/route-table.mjs';
import { CONFIG_ELEMENT_ID, REGISTRY_ELEMENT_ID, shellPageWithConfig, shellPageWithRegistry } from 'tooling/shell-page.mjs';
import { publishedRegistry } from './early-script-harness';

// The early script (before-bundle.js, plain ES5, run before any bundle) paints a content page's text
// into the static frame. It is run here as the browser runs it (its tables written in as the build
// does), against index.html's static frame.
const here = import.meta.dirname;
const html = readFileSync(path.join(here, '..', '..', 'index.html'), 'utf8');
const beforeBundle = withEarlyBootTables(readFileSync(path.join(here, '..', 'before-bundle.js'), 'utf8'));

const API = 'http://api.test';

interface Boot {
  parsed: Record<string, unknown>;
  imageFailures: Record<string, number>;
}

async function runEarlyScript(pathname: string, pageAnswer: () => Response, { asksForPage = true, apiPrefix = `${API}/pages/` } = {}): Promise<Boot> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
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

const painted = () => document.querySelector<HTMLElement>('[data-static-frame] .pf-main [data-early-page]');

describe('with config.json and the registry written into the page by the server', () => {
  afterEach(() => {
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
    document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
  });

  it('asks for the page at once, without asking for config.json or remotes.json first', async () => {
    // the page as built has the early script inline in <head>, which this test runs itself below
    const built = html.replace('</head>', '<script data-early-script></script></head>');
    const served = new DOMParser().parseFromString(shellPageWithRegistry(shellPageWithConfig(built, { apiBase: API }), publishedRegistry), 'text/html');
    document.head.append(served.getElementById(CONFIG_ELEMENT_ID)!, served.getElementById(REGISTRY_ELEMENT_ID)!);
    document.body.innerHTML = served.body.innerHTML;
    window.history.replaceState(null, '', '/about');
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith(`${API}/pages/`) ? Response.json({ slug: 'about', title: 'О проекте', body: '<p>Текст</p>' }) : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    new Function(beforeBundle)();
    // one turn of promises: no answer from any server has come in yet
    await Promise.resolve();
    await Promise.resolve();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain(`${API}/pages/about`);
    expect(asked).not.toContain('/config.json');
    expect(asked).not.toContain('/remotes.json');
    await vi.waitFor(() => expect(painted()?.querySelector('h1')?.textContent).toBe('О проекте'));
  });

  it('takes a canary’s routes in its bucket and the live ones outside it, and leaves the area to the shell while no bucket is drawn', async () => {
    const probe = { key: 'pageAboutProbe', path: '/pages/about-probe', title: 'О проекте', description: 'О проекте.', slug: 'about' };
    const content = publishedRegistry.routes['mf-content'] ?? [];
    const registry = {
      ...publishedRegistry,
      canaries: { 'mf-content': { manifest: 'http://canary.test/mf-manifest.json', percent: 50, routes: [...content, probe] } },
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
      window.history.replaceState(null, '', probe.path);
      const fetchMock = vi.fn(async (_url: string) => Response.json({ slug: 'about', title: 'О проекте', body: '<p>Текст</p>' }));
      vi.stubGlobal('fetch', fetchMock);
      new Function(beforeBundle)();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === `${API}/pages/about`),
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
    const withoutAbout = {
      ...publishedRegistry,
      routes: { ...publishedRegistry.routes, 'mf-content': publishedRegistry.routes['mf-content']?.filter((route) => route.key !== 'pageAbout') },
    };
    const served = new DOMParser().parseFromString(shellPageWithRegistry(shellPageWithConfig(built, { apiBase: API }), withoutAbout), 'text/html');
    document.head.append(served.getElementById(CONFIG_ELEMENT_ID)!, served.getElementById(REGISTRY_ELEMENT_ID)!);
    document.body.innerHTML = served.body.innerHTML;
    window.history.replaceState(null, '', '/about');
    const fetchMock = vi.fn(async (_url: string) => Response.json({ slug: 'about', title: 'О проекте', body: '<p>Текст</p>' }));
    vi.stubGlobal('fetch', fetchMock);
    new Function(beforeBundle)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(`${API}/pages/about`);
    expect(painted()).toBeNull();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __PLATFORM_BOOT__?: unknown }).__PLATFORM_BOOT__;
  delete (window as { __pwned?: unknown }).__pwned;
  document.body.innerHTML = '';
});

describe('the early script paints a content page before the bundle', () => {
  it('shows the title and the text, headings from h2 as the content area numbers them, and keeps the JSON for the area', async () => {
    const page = {
      slug: 'about',
      title: 'О проекте',
      body: '<p>Мы помогаем <strong>путешественникам</strong>.</p><h3>Что мы умеем</h3><ul><li>Поиск</li><li>Оплата</li></ul><h4>Ещё</h4>',
    };
    const boot = await runEarlyScript('/about', () => Response.json(page));
    const article = painted();
    expect(article?.dataset.earlyPage).toBe('/about');
    expect(article?.querySelector('h1')?.textContent).toBe('О проекте');
    const body = article?.querySelector('.pf-early-body');
    expect(body?.innerHTML).toBe(
      '<p>Мы помогаем <strong>путешественникам</strong>.</p><h2>Что мы умеем</h2><ul><li>Поиск</li><li>Оплата</li></ul><h3>Ещё</h3>',
    );
    expect(boot.parsed[`${API}/pages/about`]).toEqual(page);
  });

  it('copies text and plain tags only: no attribute, script, image, style or frame reaches the page, and nothing runs', async () => {
    const body = [
      '<p class="x" id="main" style="position:fixed" onclick="window.__pwned=1">Первый <a href="javascript:window.__pwned=1" target="_blank">абзац</a></p>',
      '<ul><li><em title="t">пункт</em></li></ul>',
      '<p>Картинка <img src="x" onerror="window.__pwned=1"></p>',
      '<p>после картинки</p>',
    ].join('');
    await runEarlyScript('/about', () => Response.json({ slug: 'about', title: '<img src=x onerror="window.__pwned=1">', body }));
    const article = painted()!;
    for (const element of article.querySelectorAll('*')) {
      const allowed = element.matches('h1.pf-early-title, div.pf-early-body') ? ['class'] : [];
      expect(
        [...element.attributes].map((attribute) => attribute.name),
        element.outerHTML,
      ).toEqual(allowed);
    }
    expect(article.querySelector('img, script, style, iframe, svg')).toBeNull();
    // the title is text, shown as such
    expect(article.querySelector('h1')?.textContent).toBe('<img src=x onerror="window.__pwned=1">');
    expect(article.querySelector('.pf-early-body')?.innerHTML).toBe('<p>Первый <a>абзац</a></p><ul><li><em>пункт</em></li></ul>');
    // the block with the image and everything after it are left to the content area
    expect(article.textContent).not.toContain('после картинки');
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('stops before a table, which the content area adds below what is already painted', async () => {
    await runEarlyScript('/payment', () =>
      Response.json({ slug: 'payment', title: 'Оплата', body: '<p>Способы</p>\n<table><tr><td>Карта</td></tr></table>\n<p>Ниже</p>' }),
    );
    expect(painted()?.querySelector('.pf-early-body')?.textContent).toBe('Способы\n');
  });

  it.each([
    ['a not-found answer', () => Response.json({ error: { code: 'NOT_FOUND' }, notFound: true }, { status: 404 })],
    ['a server failure', () => new Response('oops', { status: 502 })],
    ['an answer of another shape', () => Response.json({ title: 42, body: null })],
    ['a broken body', () => new Response('{"title":', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ])('paints nothing on %s, and leaves it to the content area', async (_, answer) => {
    const boot = await runEarlyScript('/help', answer);
    expect(painted()).toBeNull();
    expect(boot.parsed).toEqual({});
  });

  it('paints nothing on a page that is not a content page', async () => {
    const boot = await runEarlyScript('/tours', () => Response.json({ slug: 'x', title: 'x', body: '' }), { asksForPage: false });
    expect(painted()).toBeNull();
    expect(boot.parsed).toEqual({});
  });
});

// The early request stands for the API client's (product rules §7): the same token, UTM and XSRF rules.
describe('the early request for a content page’s text follows the API client’s rules', () => {
  const page = { slug: 'about', title: 'О проекте', body: '<p>Текст</p>' };
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('is not made for a signed-in visitor: the client asks itself, with the token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'signed-in-token');
    await runEarlyScript('/about', () => Response.json(page), { asksForPage: false });
    expect(painted()).toBeNull();
  });

  it('is not made when UTM values are stored: the client asks itself, with them', async () => {
    window.localStorage.setItem(STORAGE_KEYS.utm, JSON.stringify({ source: 'mail' }));
    await runEarlyScript('/about', () => Response.json(page), { asksForPage: false });
    expect(painted()).toBeNull();
  });

  it('is not made when the page address carries UTM parameters', async () => {
    await runEarlyScript('/about?utm_source=mail', () => Response.json(page), { asksForPage: false });
  });

  // The client's own rule (request-rules.js#requestUtm) decides: where it would add no UTM
  // parameter, the early request is the client's request and is made.
  it.each([
    ['an address parameter without a value', '/about?utm_source=', null],
    ['a stored record with empty values', '/about', JSON.stringify({ source: '', medium: '' })],
    ['a stored record that is not JSON', '/about', '{source:'],
    ['a stored record of another shape', '/about', JSON.stringify({ source: 7 })],
  ])('is made where the client adds no UTM parameter: %s', async (_case, pathname, stored) => {
    if (stored !== null) window.localStorage.setItem(STORAGE_KEYS.utm, stored);
    await runEarlyScript(pathname, () => Response.json(page));
    expect(painted()?.textContent).toContain('Текст');
  });

  it('echoes the XSRF cookie in its header, as the client does', async () => {
    document.cookie = `${XSRF_COOKIE}=cookie%2Fvalue`;
    await runEarlyScript('/about', () => Response.json(page));
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith(`${API}/pages/`))?.[1];
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-XSRF-TOKEN': 'cookie/value' });
    expect(init?.credentials).toBe('include');
  });
});

describe('the early script paints a hotel’s first photo before the bundle', () => {
  const hotelApi = `${API}/tours/hotels/`;
  const hotel = {
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
    const boot = await runEarlyScript('/tours/hotels/1022', () => Response.json(hotel), { apiPrefix: hotelApi });
    const article = painted()!;
    const img = article.querySelector('picture img')!;
    img.dispatchEvent(new Event('error'));
    expect(boot.imageFailures).toEqual({ [`${API}/tours/hotels/1022/images/0/small2x.png?v=1`]: 1 });
    expect(article.querySelector('picture')).toBeNull();
    expect(article.querySelector('h1')?.textContent).toBe('Отель <b>Морской</b> бриз');
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
