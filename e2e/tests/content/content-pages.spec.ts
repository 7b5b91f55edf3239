import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { CONTENT_PAGES, contentPage } from '../../support/content/content-pages';
import { fulfilPage, interceptPageRequest } from '../../support/content/intercept-page-request';
import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { STORAGE_KEYS } from 'shared/storage-keys';

// These journeys answer the page's first API requests in the browser (page.route), which a page the
// server rendered does not make: the browser renders them (the QA switch, e2e/support/fixtures.ts).
test.use({ serverRender: false });

test.describe('content pages: each info page of product rules §2 loads by its slug', () => {
  for (const entry of CONTENT_PAGES) {
    test(`${entry.path} shows its page with a title`, async ({ page }) => {
      const apiCall = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/pages/${entry.slug}`));
      const content = new ContentPageObject(page);
      await content.open(entry.path);

      expect((await apiCall).status()).toBe(200);
      const title = await content.expectLoaded();
      await expect(content.article).toHaveAccessibleName(title);
      await expect(content.body).not.toBeEmpty();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `));
    });
  }
});

test.describe('content pages: failures', () => {
  test("the server's not-found flag shows 'Страница не найдена'", async ({ page }) => {
    await interceptPageRequest(page, 'policy1', (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Страница не найдена' }, notFound: true } }),
    );
    const content = new ContentPageObject(page);
    await content.open(contentPage('pagePolicy1').path);

    await expect(content.title).toHaveText('Страница не найдена');
    await expect(content.retryButton).toHaveCount(0);
    await expect(page).toHaveTitle(/^Страница не найдена — /);
  });

  test("a 5xx shows a Russian message and 'Повторить' loads the page", async ({ page }) => {
    await interceptPageRequest(page, 'help', async (route, attempt) => {
      if (attempt === 1) await route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'upstream down' } } });
      else await route.fallback();
    });
    const content = new ContentPageObject(page);
    await content.open(contentPage('pageHelp').path);

    await expect(content.failure).toContainText('сервер временно недоступен');
    await content.retryButton.click();
    await content.expectLoaded();
    await expect(content.title).toBeFocused();
  });

  test("a network failure shows a Russian message and 'Повторить' loads the page", async ({ page }) => {
    await interceptPageRequest(page, 'wiki', async (route, attempt) => {
      if (attempt === 1) await route.abort('internetdisconnected');
      else await route.fallback();
    });
    const content = new ContentPageObject(page);
    await content.open(contentPage('pageWiki').path);

    await expect(content.failure).toContainText('нет связи с сервером');
    await content.retryButton.click();
    await content.expectLoaded();
  });

  test('a slow answer shows an announced loading state', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await interceptPageRequest(page, 'payment', async (route) => {
      await released;
      await route.fallback();
    });
    const content = new ContentPageObject(page);
    await page.goto(contentPage('pagePayment').path);

    await expect(content.loading).toHaveText('Загружаем страницу…');
    release();
    await content.expectLoaded();
    await expect(content.loading).toHaveCount(0);
  });

  test('a body with an h1 keeps the page title the only h1', async ({ page }) => {
    await interceptPageRequest(page, 'about', (route) =>
      fulfilPage(route, { slug: 'about', title: 'О проекте', body: '<h1>Раздел</h1><p>Текст</p><h3>Подраздел</h3>' }),
    );
    const content = new ContentPageObject(page);
    await content.open(contentPage('pageAbout').path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['О проекте']);
    await expect(content.body.getByRole('heading', { level: 2 })).toHaveText('Раздел');
    await expect(content.body.getByRole('heading', { level: 3 })).toHaveText('Подраздел');
  });
});

test.describe('content pages: a first visit rendered by the server', () => {
  test.use({ serverRender: true });

  // The server renders the page with its text and hands the text over in the page
  // (docs/architecture.md#server-rendering): the browser asks the API for it not once, before the
  // content area's code has arrived or after.
  test('asks the API for the page text not once in the browser: the server’s page brought it', async ({ page, shell }) => {
    const textRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/pages/about')) textRequests.push(request.url());
    });
    const contentOrigin = new URL(await shell.manifestUrlOf('mf-content')).origin;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // the content area's code is held back: the text is on the page meanwhile
    await page.route(
      (url) => url.origin === contentOrigin && url.pathname.endsWith('/remoteEntry.js'),
      async (route) => {
        await released;
        await route.fallback();
      },
    );
    const content = new ContentPageObject(page);
    await page.goto(contentPage('pageAbout').path, { waitUntil: 'commit' });

    await expect(page.getByRole('main').getByText(/^Мы помогаем путешественникам из России/)).toBeVisible();
    release();
    await content.settled();
    await content.expectLoaded();
    await page.waitForLoadState('networkidle');
    expect(textRequests).toEqual([]);
  });
});

// Without server rendering (the mf_browser_render switch), the content area asks for the text itself.
test.describe('content pages: a first visit rendered in the browser', () => {
  test('the page names the API itself: the text is asked for with no request for config.json first', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const content = new ContentPageObject(page);
    await content.open(contentPage('pageAbout').path);
    await content.expectLoaded();
    expect(requests.filter((path) => path.endsWith('/pages/about'))).toHaveLength(1);
    expect(requests).not.toContain('/config.json');
  });

  test('with UTM parameters, the page asks itself and carries them (product rules §7)', async ({ page }) => {
    const textRequests: URL[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/pages/help')) textRequests.push(new URL(request.url()));
    });
    const content = new ContentPageObject(page);
    await content.open(`${contentPage('pageHelp').path}?utm_source=mail&utm_campaign=spring`);
    await content.expectLoaded();
    await page.waitForLoadState('networkidle');

    expect(textRequests.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ utm_source: 'mail', utm_campaign: 'spring' }]);
  });

  // Product rules §7 hold for every request to the API, the early ones included: with a stored token or
  // stored UTM values each request for the text carries them (here none may be made without them).
  test('a signed-in visitor’s every request for the text carries the token', async ({ page, frame }) => {
    test.setTimeout(60_000); // an account is created first
    const token = await createAccount(page, await apiBaseOf(page.request), uniqueEmail('early-text'), 'early-text-password-1');
    await frame.signInWithToken(token);
    const authorizations: (string | undefined)[] = [];
    page.on('request', async (request) => {
      if (request.resourceType() !== 'document' && new URL(request.url()).pathname.endsWith('/pages/about')) {
        authorizations.push((await request.allHeaders()).authorization);
      }
    });
    const content = new ContentPageObject(page);
    await content.open(contentPage('pageAbout').path);
    await content.expectLoaded();
    await page.waitForLoadState('networkidle');

    expect(authorizations.length).toBeGreaterThan(0);
    expect(authorizations).toEqual(authorizations.map(() => `Bearer ${token}`));
  });

  test('a visitor with UTM values stored on an earlier visit sends them with every request for the text', async ({ page }) => {
    const utm = { campaign: 'spring', medium: 'email', source: 'mail' };
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: STORAGE_KEYS.utm, value: JSON.stringify(utm) });
    const textRequests: URL[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'document' && new URL(request.url()).pathname.endsWith('/pages/about')) textRequests.push(new URL(request.url()));
    });
    const content = new ContentPageObject(page);
    await content.open(contentPage('pageAbout').path);
    await content.expectLoaded();
    await page.waitForLoadState('networkidle');

    expect(textRequests.length).toBeGreaterThan(0);
    for (const url of textRequests) expect(Object.fromEntries(url.searchParams)).toEqual({ utm_campaign: 'spring', utm_medium: 'email', utm_source: 'mail' });
  });
});
