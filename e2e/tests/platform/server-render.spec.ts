import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { apiBaseOf } from '../../support/frame/frame-api';
import { localRegistryPath, repoRoot } from '../../support/platform';
import { dateAhead, oneWaySearchString } from '../../support/calendar-days';
import { expectHydrated } from '../../support/hydrated';

/*
 * What a crawler or a link preview gets (JavaScript off, named as Googlebot: a crawler says what it
 * is, and gets every page whole): the area's own page, rendered on the server from its server
 * container (docs/architecture.md, "Server rendering"). And with JavaScript, the browser's first
 * render starts from the server's data: no second request for it; a page whose data is late comes in
 * parts (docs/architecture.md, "Streaming").
 */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('@local server rendering', () => {
  test.use({ serverRender: true });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, userAgent: CRAWLER });

    test('an info page arrives with its title and text, and its own head', async ({ page }) => {
      const response = await page.goto('/about?utm_source=e2e');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('О проекте');
      await expect(page.locator('main')).toContainText('Мы помогаем путешественникам');
      await expect(page).toHaveTitle(/^О проекте — /);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /Мы помогаем путешественникам/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', /О проекте/);
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    });

    test('a hotel page arrives with its name, its photo and its lowest price', async ({ page }) => {
      const hotel = await firstHotelPath(page.request);
      expect((await page.goto(hotel.path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(hotel.name);
      await expect(page.locator('main img').first()).toHaveAttribute('alt', new RegExp(hotel.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('main')).toContainText(/от [\d\s ]+₽/);
      await expect(page).toHaveTitle(new RegExp(hotel.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
      const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; name?: string },
      );
      expect(jsonLd.find((thing) => thing['@type'] === 'Hotel')?.name).toBe(hotel.name);
    });

    test('a flight results page arrives with its first results and their prices', async ({ page }) => {
      expect((await page.goto(`/search/${oneWaySearchString('MOW', 'LED', 21)}`))?.status()).toBe(200);
      const prices = page.locator('#avia-results [data-price]');
      await expect(prices.first()).toBeVisible();
      expect(await prices.count()).toBeGreaterThan(0);
      await expect(page.locator('#avia-results li').first()).toContainText(/\d[\d\s]*₽/);
      // the head names the route and the day, from the places the server asked for
      await expect(page).toHaveTitle(/^Авиабилеты Москва — Санкт-Петербург, \d+ [а-я]+ — /);
    });

    test('a tours results page arrives with its first hotels and their prices', async ({ page }) => {
      const destination = await countryOf(page.request, 'Турц');
      expect((await page.goto(`/tours?from=MOW&destination=${destination}&dateFrom=${dateAhead(14).iso}`))?.status()).toBe(200);
      const cards = page.locator('article[data-hotel-id]');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first()).toContainText(/от [\d\s ]+₽/);
    });

    test('the home page arrives with its search form', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Найти билеты' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Откуда' })).toBeVisible();
    });

    test('a personal page arrives as the frame only, with noindex: nothing of anyone is rendered on the server', async ({ page }) => {
      const body = await (await page.request.get('/profile')).text();
      expect(body).not.toContain('<html lang="ru" data-server-rendered');
      expect(body).not.toContain('id="server-answers"');
      expect(body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    });

    test('on a phone the header shows the logo, not the wide screen’s links running off it; on a wide screen the links', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/about');
      await expect(page.getByRole('banner').getByRole('link', { name: /на главную/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
    });

    test('an unknown path answers 404 with nothing rendered', async ({ page }) => {
      const response = await page.request.get('/no-such-page-at-all');
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('<html lang="ru" data-server-rendered');
    });

    for (const address of ['/tours/hotels/999999', '/avia/routes/MOW-QQQ']) {
      test(`a route with nothing there (${address}) answers 404 with its not-found view, out of the index`, async ({ page }) => {
        const response = await page.request.get(address);
        expect(response.status()).toBe(404);
        const body = await response.text();
        expect(body).toContain('<html lang="ru" data-server-rendered');
        expect(body).toContain('Страница не найдена');
        expect(body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
        expect(body).not.toContain('rel="canonical"');
        const opened = await page.goto(address);
        expect(opened?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
      });
    }
  });

  test('a hotel whose name holds </script><script>alert(1)</script> arrives from a page server escaped in its head, its tags, its JSON-LD and its data: nothing of it runs', async ({
    browser,
    request,
  }) => {
    const hostile = '</script><script>alert(1)</script>';
    const hotel = await firstHotelPath(request);
    // the real API, but the hotel's name is the hostile one in every answer (as if the catalogue held it)
    const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
    const api = await apiProxy(await apiBaseOf(request), { rewrite: (json) => json.replaceAll(inJson(hotel.name), inJson(hostile)) });
    const pageServer = await startPageServer(api.origin);
    try {
      const withoutJavaScript = await browser.newContext({ javaScriptEnabled: false, userAgent: CRAWLER });
      const page = await withoutJavaScript.newPage();
      expect((await page.goto(`${pageServer.origin}${hotel.path}`))?.status()).toBe(200);
      await expect(page.locator('[data-area-page="mf-tours"] h1')).toContainText(hostile);
      expect(await page.title()).toContain(hostile);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', new RegExp(escapeRegExp(hostile)));
      await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute('content', hostile);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', new RegExp(escapeRegExp(hostile)));
      // the name's text is in data blocks only, each of which parses to it; no element ran or holds it as a script
      const scripts = await page
        .locator('script')
        .evaluateAll((elements) =>
          elements.map((element) => ({ type: element.getAttribute('type') ?? '', text: element.textContent ?? '', inHead: element.closest('head') !== null })),
        );
      const holding = scripts.filter((script) => script.text.includes('alert(1)'));
      expect(holding.map((script) => script.type).sort()).toEqual(['application/json', 'application/ld+json', 'application/ld+json']);
      const [jsonLdHotel, breadcrumbs] = holding.filter((script) => script.type === 'application/ld+json').map((script) => JSON.parse(script.text));
      expect(jsonLdHotel).toMatchObject({ '@type': 'Hotel', name: hostile });
      expect(breadcrumbs.itemListElement.at(-1).name).toBe(hostile);
      expect(JSON.stringify(JSON.parse(holding.find((script) => script.type === 'application/json')!.text))).toContain(JSON.stringify(hostile).slice(1, -1));
      await withoutJavaScript.close();

      // with JavaScript and no CSP to stop it, as if the page had none: a script the name opened would run here
      const withJavaScript = await browser.newContext({ bypassCSP: true });
      const open = await withJavaScript.newPage();
      const dialogs: string[] = [];
      open.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await open.goto(`${pageServer.origin}${hotel.path}`, { waitUntil: 'load' });
      await expect(open.getByRole('heading', { level: 1 })).toContainText(hostile);
      expect(dialogs).toEqual([]);
      await withJavaScript.close();
    } finally {
      await pageServer.stop();
      await api.close();
    }
    expect(pageServer.output()).not.toMatch(/"level":"error"/);
  });

  test('a browser’s page whose data is late comes in parts: the frame at once, the page when its data comes, hydrated under the CSP; the page server keeps the whole page for the next request, and a crawler gets it whole', async ({
    page,
    request,
  }) => {
    const hotel = await firstHotelPath(request);
    // the hotel's answers take 1.5 s; its page's other data comes at once
    const api = await apiProxy(await apiBaseOf(request), { delayMs: (path) => (path.startsWith(`${hotel.path}`) ? 1500 : 0) });
    const pageServer = await startPageServer(api.origin);
    const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' };
    try {
      const streamed = await partsOf(`${pageServer.origin}${hotel.path}?visit=1`, navigation);
      expect(streamed.status).toBe(200);
      expect(streamed.headers['x-accel-buffering']).toBe('no');
      const [frame, ...rest] = streamed.parts;
      // the frame went out before the hotel's data came: the header and the page's loading state, not the hotel
      expect(frame!.text).toContain('<html lang="ru" data-server-rendered');
      expect(frame!.text).toContain('Вход и регистрация');
      expect(frame!.text).not.toContain(hotel.name);
      const late = rest.map((part) => part.text).join('');
      expect(rest.at(-1)!.ms - frame!.ms).toBeGreaterThanOrEqual(1000);
      expect(late).toContain(hotel.name);
      // React's scripts that move the late part in place carry this answer's nonce, which its policy allows
      const nonce = /'nonce-([^']+)'/.exec(String(streamed.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      const scripts = late.match(/<script(?! type="application\/(?:ld\+)?json")[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      expect(late).toContain('<script type="application/json" id="server-answers">');

      // the next visit gets the whole page the server kept, at once, for nginx to keep
      const kept = await partsOf(`${pageServer.origin}${hotel.path}?visit=1`, navigation);
      expect(kept.parts.at(-1)!.ms).toBeLessThan(1400);
      expect(kept.headers['x-accel-buffering']).toBeUndefined();
      expect(kept.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(kept.parts.map((part) => part.text).join('')).toContain(`<title>${hotel.name}`);

      // a crawler waits for the page whole: its own head, nothing to move, no nonce
      const crawled = await partsOf(`${pageServer.origin}${hotel.path}?visit=2`, { 'user-agent': CRAWLER });
      const crawledPage = crawled.parts.map((part) => part.text).join('');
      expect(crawled.headers['x-accel-buffering']).toBeUndefined();
      expect(crawledPage).toContain(`<title>${hotel.name}`);
      expect(crawledPage).not.toContain('nonce=');

      // a browser: the frame is on screen while the hotel loads, then the page, hydrated, no CSP violation (the fixture checks)
      await page.goto(`${pageServer.origin}${hotel.path}?visit=3`, { waitUntil: 'commit' });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(hotel.name);
      await expectHydrated(page.locator('[data-area-page="mf-tours"] h1'));
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(hotel.name)));
    } finally {
      await pageServer.stop();
      await api.close();
    }
    expect(pageServer.output()).not.toMatch(/"level":"error"/);
  });

  test('with JavaScript, the info page takes the server’s text over without asking the API again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/pages/about')) asked.push(request.url());
    });
    await page.goto('/about');
    await expect(page.locator('[data-area-page="mf-content"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О проекте');
    await expect(page).toHaveTitle(/^О проекте — /);
    expect(asked).toEqual([]);
  });
});

test.describe('@local server-rendered search pages with JavaScript', () => {
  test.use({ serverRender: true });

  for (const search of [
    {
      name: 'flights',
      address: async () => `/search/${oneWaySearchString('MOW', 'LED', 21)}`,
      create: '/flights/searches',
      item: '#avia-results [data-price]',
    },
    {
      name: 'tours',
      address: async (request: import('@playwright/test').APIRequestContext) =>
        `/tours?from=MOW&destination=${await countryOf(request, 'Турц')}&dateFrom=${dateAhead(14).iso}`,
      create: '/tours/searches',
      item: 'article[data-hotel-id]',
    },
  ]) {
    test(`${search.name}: the browser creates no second search and polls on from the server's first page`, async ({ page }) => {
      const created: string[] = [];
      const polls: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'POST' && url.pathname.endsWith(search.create)) created.push(request.url());
        if (request.method() === 'GET' && url.pathname.includes(`${search.create}/`)) polls.push(url);
      });
      const response = await page.goto(await search.address(page.request));
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<html lang="ru" data-server-rendered');
      const handedOver = JSON.parse(/<script type="application\/json" id="server-answers">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<
        string,
        { status: string; data?: { searchId: string; page?: { cursor: number; complete: boolean } } }
      >;
      const first = Object.entries(handedOver).find(([key]) => key.startsWith('polled-search:'))?.[1].data;
      expect(first?.searchId).toBeTruthy();
      await expect(page.locator(search.item).first()).toBeVisible();
      // the page is the browser's now (hydrated, polling): later pages of the same search arrive
      if (!first?.page?.complete) await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const [firstPoll] = polls;
      if (firstPoll) {
        expect(decodeURIComponent(firstPoll.pathname)).toContain(first!.searchId);
        expect(Number(firstPoll.searchParams.get('after'))).toBe(first!.page!.cursor);
      }
      expect(created).toEqual([]);
    });
  }
});

test.describe('@local a server-rendered results page on a phone', () => {
  test.use({ serverRender: true, viewport: { width: 390, height: 844 } });

  test('the results do not move when the page is hydrated and learns it is on a phone (CLS at most 0.05)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as { __shifts?: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the search stays running while the page hydrates: its end takes the progress bar away, which moves the list whoever drew it
    await page.route(/\/flights\/searches\/[^/?]+\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => {});
    });
    const polled = page.waitForRequest((request) => request.method() === 'GET' && /\/flights\/searches\/[^/]+\?/.test(request.url()));
    await page.goto(`/search/${oneWaySearchString('MOW', 'LED', 21)}`);
    // hydrated: the phone's one-line summary is React's now, and the search polls on
    await polled;
    await expect(page.getByRole('button', { name: /^Изменить поиск:/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Фильтры/ })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
  });
});

/** A country's destination as the tours page's address writes it (`country-3`), found by the API's own suggestions. */
async function countryOf(request: import('@playwright/test').APIRequestContext, text: string): Promise<string> {
  const answer = (await (await request.get(`${await apiBaseOf(request)}/tours/destinations?query=${encodeURIComponent(text)}`)).json()) as {
    items?: { type: string; id: number }[];
  };
  const country = answer.items?.find((item) => item.type === 'country');
  if (!country) throw new Error(`no country for ${text}`);
  return `country-${country.id}`;
}

/** A hotel of the catalogue the API serves (its public data), by its id in the seed. */
async function firstHotelPath(request: import('@playwright/test').APIRequestContext): Promise<{ path: string; name: string }> {
  const hotel = (await (await request.get(`${await apiBaseOf(request)}/tours/hotels/1150`)).json()) as { name?: string };
  if (typeof hotel.name !== 'string') throw new Error('hotel 1150 is not in the catalogue');
  return { path: '/tours/hotels/1150', name: hotel.name };
}

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The API at `apiBase`, passed through: each JSON answer through `rewrite`, each answer held back `delayMs(path)`. */
async function apiProxy(
  apiBase: string,
  { rewrite = (json) => json, delayMs = () => 0 }: { rewrite?: (json: string) => string; delayMs?: (path: string) => number },
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(`${apiBase}${request.url ?? '/'}`, { headers: { accept: String(request.headers.accept ?? '*/*') } });
    const type = answer.headers.get('content-type') ?? '';
    const body = type.includes('json') ? rewrite(await answer.text()) : Buffer.from(await answer.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, delayMs(request.url ?? '/')));
    response.writeHead(answer.status, { 'content-type': type });
    response.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A page's answer as it arrives, asked as `headers` say: when each part came (ms after the request), and the whole text. */
function partsOf(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; parts: { ms: number; text: string }[] }> {
  const asked = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const parts: { ms: number; text: string }[] = [];
        response.setEncoding('utf8');
        response.on('data', (text: string) => parts.push({ ms: Date.now() - asked, text }));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, parts }));
      })
      .on('error', reject);
  });
}

/** A page server (tooling/page-server.mjs, the production process) on the local platform's registry, its data from `apiBase`. */
async function startPageServer(apiBase: string): Promise<{ origin: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = ['tooling/page-server.mjs', '--port', String(port), '--runtime-dir', path.dirname(localRegistryPath), '--api-base', apiBase, '--origin', origin];
  // budgets for a busy machine: this page server's first render loads the area's code, and its data comes through a proxy
  const env = { ...process.env, PAGE_RENDER_BUDGET_MS: '60000', PAGE_DATA_BUDGET_MS: '30000' };
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${origin}/remotes.json`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the page server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, output: () => output, stop };
}
