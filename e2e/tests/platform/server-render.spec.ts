import { expect, test } from '../../support/fixtures';
import { apiBaseOf } from '../../support/frame/frame-api';

/*
 * What a crawler or a link preview gets (JavaScript off): the area's own page, rendered on the
 * server from its server container (docs/architecture.md, "Server rendering"). And with JavaScript,
 * the browser's first render starts from the server's data: no second request for it.
 */
test.describe('@local server rendering', () => {
  test.use({ serverRender: true });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

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

    test('the home page arrives with its search form', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Найти билеты' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Откуда' })).toBeVisible();
    });

    test('a personal page arrives as the frame only, with noindex: nothing of anyone is rendered on the server', async ({ page }) => {
      const body = await (await page.request.get('/profile')).text();
      expect(body).not.toContain('<div data-early-page=');
      expect(body).not.toContain('id="server-answers"');
      expect(body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    });

    test('an unknown path answers 404 with nothing rendered', async ({ page }) => {
      const response = await page.request.get('/no-such-page-at-all');
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('<div data-early-page=');
    });
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

/** A hotel of the catalogue the API serves (its public data), by its id in the seed. */
async function firstHotelPath(request: import('@playwright/test').APIRequestContext): Promise<{ path: string; name: string }> {
  const hotel = (await (await request.get(`${await apiBaseOf(request)}/tours/hotels/1150`)).json()) as { name?: string };
  if (typeof hotel.name !== 'string') throw new Error('hotel 1150 is not in the catalogue');
  return { path: '/tours/hotels/1150', name: hotel.name };
}
