import { expectNoAxeViolations } from '../../support/accessibility';
import type { Page, TestInfo } from '@playwright/test';
// The platform `test`: every test also fails on an uncaught page error or an unexpected CSP violation.
import { expect, test } from '../../support/fixtures';
import { ToursPageObject } from './tours-page-object';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** No axe violation of any impact on the whole page (frame included), and nothing scrolls sideways. */
async function expectAccessible(page: Page, testInfo: TestInfo, label: string) {
  await expectNoAxeViolations(page, label);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${label}.png`), fullPage: true });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`tours pages at ${name} width (${viewport.width})`, () => {
    test.use({ viewport });

    test('search with results, hotel, wishlist: no axe violations', async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const tours = new ToursPageObject(page);
      await tours.acceptCookies();
      await tours.searchTurkey();
      await expect(tours.cards.first().locator('img').first()).toHaveAttribute('data-state', 'loaded');
      await expectAccessible(page, testInfo, `search-${name}`);

      await tours.heartOf(tours.cards.first()).click();
      await expect(tours.heartOf(tours.cards.first())).toHaveAttribute('aria-pressed', 'true');
      await tours.cards.first().getByRole('heading', { level: 3 }).getByRole('link').click();
      await expect(page.locator('[data-amenity-group]').first()).toBeVisible();
      // A phone lists the hotel's tours as cards: the table's seven columns do not fit its width.
      await expect(name === 'phone' ? page.getByRole('list', { name: 'Туры' }) : page.getByRole('table')).toBeVisible();
      await expect(page.locator('[data-gallery-index] img')).toHaveAttribute('data-state', 'loaded');
      await expectAccessible(page, testInfo, `hotel-${name}`);

      await page.goto('/tours/wishlist');
      await tours.expectArea('toursWishlist');
      await expect(page.getByRole('list', { name: 'Сохранённые туры' }).getByRole('listitem')).toHaveCount(1);
      await expectAccessible(page, testInfo, `wishlist-${name}`);
    });

    test('the empty wishlist and the search form alone: no axe violations', async ({ page }, testInfo) => {
      const tours = new ToursPageObject(page);
      await tours.acceptCookies();
      await page.goto('/tours/wishlist');
      await tours.expectArea('toursWishlist');
      await expect(page.getByText(/В избранном пока пусто/)).toBeVisible();
      await expectAccessible(page, testInfo, `wishlist-empty-${name}`);
      await tours.openSearch();
      await tours.submit.click();
      await expect(page.getByText('Выберите страну, курорт или отель')).toBeVisible();
      await expect(tours.destination).toBeFocused();
      await expectAccessible(page, testInfo, `search-errors-${name}`);
    });
  });
}
