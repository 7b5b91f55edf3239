import { expect, test } from '../../support/fixtures';
import { dateAhead } from '../../support/calendar-days';
import type { Locator } from '@playwright/test';
import { AviaPage } from './avia-page';

/** How many lines an element's text takes: the distinct tops of its text's boxes. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

// Between the phone layout and the desktop one a result sits beside the filters: its middle column
// must still hold «В пути 2 ч 25 мин» on one line, and the desktop header each of its links.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
]) {
  test(`tablet ${viewport.width} px: the header and a result card's middle column keep their lines`, async ({ page, health }) => {
    void health;
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    await page.goto(`/search/MOW${dateAhead(20).ddmm}AER1`);
    await expect(avia.results.first()).toBeVisible({ timeout: 20_000 });

    const card = avia.results.first();
    expect(await linesOf(card.getByText(/^В пути /).first())).toBe(1);
    expect(await linesOf(card.getByText(/^(Без пересадок|\d+ пересад)/).first())).toBe(1);

    const header = page.getByRole('banner');
    for (const name of ['Авиабилеты', 'Отели', 'Туры от Библио Глобус']) {
      expect(await linesOf(header.getByRole('link', { name, exact: true })), name).toBe(1);
    }
    // At 768 px the entry button may take two lines inside the header; from 820 px it has room for one.
    if (viewport.width >= 820) expect(await linesOf(header.getByRole('button', { name: 'Вход и регистрация' }))).toBe(1);
    const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// the API is slowed in the browser (page.route), which a page the server rendered does not ask
test.describe('rendered in the browser', () => {
  test.use({ serverRender: false });

  test('home with a slow API: «Популярные направления» holds the cards’ room while it waits', async ({ page, health }) => {
    void health;
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/flights\/popular-routes\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const section = page.getByRole('region', { name: /^Популярные направления/ });
    await expect(section).toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    const placeholders = section.locator('li[aria-hidden="true"]');
    await expect(placeholders.first()).toBeVisible();
    const waiting = await section.boundingBox();

    release();
    await expect(section.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    await expect(section).toHaveAttribute('aria-busy', 'false');
    const arrived = await section.boundingBox();
    expect(arrived!.height).toBe(waiting!.height);
  });
});
