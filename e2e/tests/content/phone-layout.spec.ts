import { expectNoAxeViolations } from '../../support/accessibility';
import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { CONTENT_PAGES } from '../../support/content/content-pages';
import { fulfilPage, interceptPageRequest } from '../../support/content/intercept-page-request';

const PHONE = { width: 390, height: 844 };
const WIDE_TABLE =
  '<table><caption>Тарифы</caption><tr><th>Услуга</th><th>Что входит</th><th>Цена</th><th>Как считается</th><th>Когда доступна</th></tr>' +
  '<tr><td>Багаж до 23 кг</td><td>Одно место багажа, сумма трёх измерений не более 158 см</td><td>2 490 ₽</td><td>за пассажира на перелёт</td><td>до вылета</td></tr></table>';

test.use({ viewport: PHONE });

test.describe('content pages at phone width', () => {
  for (const entry of CONTENT_PAGES) {
    test(`${entry.path}: nothing makes the page scroll sideways`, async ({ page }) => {
      const content = new ContentPageObject(page);
      await content.open(entry.path);
      await content.expectLoaded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('a wide table scrolls inside its own keyboard-reachable region; axe finds nothing', async ({ page }) => {
    await interceptPageRequest(page, 'feature-tariffs', (route) =>
      fulfilPage(route, { slug: 'feature-tariffs', title: 'Тарифы на дополнительные услуги', body: WIDE_TABLE }),
    );
    const content = new ContentPageObject(page);
    await content.open('/feature-tariffs');
    await content.expectLoaded();

    const region = content.body.getByRole('region', { name: 'Таблица: Тарифы' });
    await expect(region).toBeVisible();
    const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await expectNoAxeViolations(page, 'wide table at phone width');
  });
});
