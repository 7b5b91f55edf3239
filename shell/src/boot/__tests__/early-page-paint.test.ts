// @vitest-environment jsdom
// jsdom: its DOMParser is the standard inert one the early script relies on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS, XSRF_COOKIE } from 'shared';
import { withEarlyBootTables } from 'tooling/route-table.mjs';

// The early script (before-bundle.js, plain ES5, run before any bundle) paints a content page's text
// into the static frame. It is run here as the browser runs it (its tables written in as the build
// does), against index.html's static frame.
const here = import.meta.dirname;
const html = readFileSync(path.join(here, '..', '..', 'index.html'), 'utf8');
const beforeBundle = withEarlyBootTables(readFileSync(path.join(here, '..', 'before-bundle.js'), 'utf8'));

const API = 'http://api.test';

interface Boot {
  parsed: Record<string, unknown>;
}

async function runEarlyScript(pathname: string, pageAnswer: () => Response, { asksForPage = true } = {}): Promise<Boot> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', pathname);
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/config.json') return Response.json({ apiBase: API });
    if (url === '/remotes.json') return Response.json({ remotes: {} });
    if (url.startsWith(`${API}/pages/`)) return pageAnswer();
    return new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  new Function(beforeBundle)();
  const boot = (window as unknown as { __PLATFORM_BOOT__: Boot }).__PLATFORM_BOOT__;
  // let the config, the page and its JSON arrive
  const askedForPage = () => fetchMock.mock.calls.some(([url]) => String(url).startsWith(`${API}/pages/`));
  if (asksForPage) await vi.waitFor(() => expect(askedForPage()).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (!asksForPage) expect(askedForPage()).toBe(false);
  return boot;
}

const painted = () => document.querySelector<HTMLElement>('[data-static-frame] .pf-main [data-early-page]');

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

  it('echoes the XSRF cookie in its header, as the client does', async () => {
    document.cookie = `${XSRF_COOKIE}=cookie%2Fvalue`;
    await runEarlyScript('/about', () => Response.json(page));
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith(`${API}/pages/`))?.[1];
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-XSRF-TOKEN': 'cookie/value' });
    expect(init?.credentials).toBe('include');
  });
});
