import { expectNoAxeViolations } from '../../support/accessibility';
import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { CONTENT_PAGES } from '../../support/content/content-pages';
import { fulfilPage, interceptPageRequest } from '../../support/content/intercept-page-request';

// These journeys answer the page's first API requests in the browser (page.route), which a page the
// server rendered does not make: the browser renders them (the QA switch, e2e/support/fixtures.ts).
test.use({ serverRender: false });

const PHONE = { width: 390, height: 844 };
// No header row (each row names itself in its first cell), so it cannot stack: it scrolls.
const WIDE_TABLE =
  '<table><caption>Тарифы</caption><tr><th>Багаж до 23 кг</th><td>Одно место багажа, сумма трёх измерений не более 158 см</td><td>2 490 ₽</td><td>за пассажира на перелёт</td><td>до вылета</td></tr>' +
  '<tr><th>Выбор места</th><td>Место у окна, у прохода или рядом со спутниками</td><td>590 ₽</td><td>за пассажира на сегмент</td><td>до регистрации</td></tr></table>';

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

  for (const path of ['/feature-tariffs', '/wiki', '/payment', '/help']) {
    test(`${path}: a table with a header row stacks, every cell whole on screen under its column's name`, async ({ page }) => {
      const content = new ContentPageObject(page);
      await content.open(path);
      await content.expectLoaded();
      const region = content.body.getByRole('region', { name: /^Таблица/ }).first();
      await expect(region).toBeVisible();
      const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
      const cells = region.getByRole('cell');
      expect(await cells.count()).toBeGreaterThan(3);
      for (const cell of await cells.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      // Each cell says which column it is: the header row is out of sight.
      const firstHeader = (await region.getByRole('columnheader').first().textContent())!.trim();
      expect(await cells.first().evaluate((element) => getComputedStyle(element, '::before').content)).toBe(`"${firstHeader}"`);
      await expectNoAxeViolations(page, `stacked table on ${path} at phone width`);
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
