// What a link preview or a search engine running the page's JavaScript reads in its head, once the page
// has loaded: each route's own title, description, canonical address, Open Graph and Twitter tags and
// JSON-LD (docs/architecture.md#page-heads), set by the area that owns the page.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ShellPage } from '../../support/shell-page';

/** The tags the page head owns, as a crawler reads them from the DOM. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
      robots: content('meta[name="robots"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogType: content('meta[property="og:type"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogImage: content('meta[property="og:image"]'),
      ogLocale: content('meta[property="og:locale"]'),
      ogSiteName: content('meta[property="og:site_name"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

test.describe('page heads', () => {
  test('a hotel page names the hotel, its photo and lowest price, with its Hotel and breadcrumbs, and no tracking parameter in its address', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/tours/hotels/1001?utm_source=telegram&utm_campaign=share');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect.poll(async () => (await headOf(page)).description, { timeout: 15_000 }).toMatch(/Туры от [\d\u00a0]+\u00a0₽/);
    const head = await headOf(page);
    const hotelName = (head.jsonLd[0] as { name: string }).name;
    expect(name.startsWith(hotelName), `h1 «${name}» names the hotel «${hotelName}»`).toBe(true);
    expect(head.title).toBe(`${hotelName}: туры и цены — Авиабилеты`);
    expect(head.descriptions).toBe(1);
    expect(head.canonical).toBe(`${baseURL}/tours/hotels/1001`);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogTitle).toBe(`${hotelName}: туры и цены`);
    expect(head).toMatchObject({ ogType: 'website', ogLocale: 'ru_RU', ogSiteName: 'Poletim.ru', twitterCard: 'summary_large_image', robots: null });
    // The preview's picture is the first photo, and it is there.
    expect(head.ogImage).toMatch(/^https?:\/\/.+\/tours\/hotels\/1001\/images\/0\/full\.png(\?.*)?$/);
    expect((await request.get(head.ogImage!)).status()).toBe(200);
    expect(head.jsonLd.map((thing) => thing['@type'])).toEqual(['Hotel', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({ url: `${baseURL}/tours/hotels/1001`, makesOffer: { '@type': 'AggregateOffer', priceCurrency: 'RUB' } });
    const steps = (head.jsonLd[1] as { itemListElement: { name: string }[] }).itemListElement.map((step) => step.name);
    expect(steps[0]).toBe('Туры');
    expect(steps.at(-1)).toBe(hotelName);
    expect(steps).toHaveLength(4);
  });

  test('/about names itself and starts its description with its text; leaving it for the sign-in page takes its tags away and keeps that page out of the index', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/about?yclid=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect.poll(async () => (await headOf(page)).title).toBe(`${title} — Авиабилеты`);
    const bodyStart = (await page.locator('article').innerText()).replace(title, '').trim().split(/\s+/).slice(0, 3).join(' ');
    // the route's published head names the page as its own does: wait for the page's description, which only the page knows
    await expect.poll(async () => (await headOf(page)).description?.replace(/\u00a0/g, ' ')).toContain(bodyStart.replace(/\u00a0/g, ' '));
    const head = await headOf(page);
    expect(head).toMatchObject({
      canonical: `${baseURL}/about`,
      ogUrl: `${baseURL}/about`,
      ogTitle: title,
      ogType: 'article',
      twitterCard: 'summary',
      robots: null,
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Главная', item: `${baseURL}/` },
          { '@type': 'ListItem', position: 2, name: title, item: `${baseURL}/about` },
        ],
      },
    ]);

    await new ShellPage(page).navigateInApp('/login');
    await expect.poll(async () => (await headOf(page)).robots).toBe('noindex');
    const signIn = await headOf(page);
    expect(signIn).toMatchObject({ canonical: null, jsonLd: [], descriptions: 1 });
    expect(signIn.title).toMatch(/^Вход — Авиабилеты$/);
  });
});
