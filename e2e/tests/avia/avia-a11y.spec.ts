import { expectNoAxeViolations, WITH_WCAG22 } from '../../support/accessibility';
import { dateAhead } from '../../support/calendar-days';
import { expect, test } from '../../support/fixtures';
import { AviaPage, DESKTOP, PHONE } from './avia-page';

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`flights pages: accessibility at ${width} width`, () => {
    test.use({ viewport });
    // axe over a page of results takes seconds on a busy 2-core machine, several times per test
    test.setTimeout(120_000);

    test('home: no axe violation, with the calendar and the passenger picker open', async ({ page, health }) => {
      void health;
      const avia = new AviaPage(page);
      await avia.skipCookieNotice();
      await page.goto('/');
      await expect(avia.from).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: /Популярные направления/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /от .* ₽/ }).first()).toBeVisible();
      await expectNoAxeViolations(page, 'home');

      await avia.from.fill('мос');
      await expect(page.getByRole('option', { name: /^Москва/ })).toBeVisible();
      await expectNoAxeViolations(page, 'city suggestions open');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Туда: открыть календарь' }).click();
      await expect(page.getByRole('dialog', { name: 'Туда' }).getByRole('grid').first()).toBeVisible();
      if (width === 'phone') await expect(page.locator('body')).toHaveClass(/fullscreen-opened/);
      await expectNoAxeViolations(page, 'calendar open');
      await page.keyboard.press('Escape');
      await expect(page.locator('body')).not.toHaveClass(/fullscreen-opened/);

      await avia.passengersButton.click();
      await expect(page.getByRole('dialog', { name: 'Пассажиры и класс' })).toBeVisible();
      await expectNoAxeViolations(page, 'passenger picker open');

      // the empty form's Russian messages
      await page.keyboard.press('Escape');
      await avia.submit.click();
      // 'мос' typed but no city chosen: said so, and the typed text stays
      await expect(page.getByText('Выберите город из списка')).toBeVisible();
      await expect(avia.from).toHaveValue('мос');
      await expect(page.getByText('Обязательное поле')).toHaveCount(2);
      await expect(avia.from).toBeFocused();
      await expectNoAxeViolations(page, 'empty form errors');
    });

    test('results: no axe violation, with the calendar strip, a card and the filters open', async ({ page, health }) => {
      void health;
      const avia = new AviaPage(page);
      await avia.skipCookieNotice();
      await page.goto(`/search/MOW${dateAhead(18).ddmm}LED${dateAhead(25).ddmm}1`);
      await expect(avia.results.first()).toBeVisible({ timeout: 15_000 });
      const dateStrip = page.getByRole('navigation', { name: 'Цены на соседние даты' });
      await expect(dateStrip).toBeVisible();
      // a round trip's two dates stay inside their day's button, at either width
      const spilling = await dateStrip.evaluate((strip) =>
        [...strip.querySelectorAll('button')]
          .filter((day) => [...day.children].some((line) => line.getBoundingClientRect().width > day.clientWidth))
          .map((day) => day.textContent),
      );
      expect(spilling).toEqual([]);
      await avia.results.first().getByRole('button', { name: 'Выбрать тариф' }).click();
      if (width === 'phone') {
        await page.getByRole('button', { name: /^Фильтры/ }).click();
        await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
        await expect(page.locator('body')).toHaveClass(/fullscreen-opened/);
      } else {
        await expect(page.getByRole('complementary', { name: 'Фильтры' })).toBeVisible();
      }
      await expectNoAxeViolations(page, 'results with a card and the filters open');
    });
  });
}

test.describe('multi-city results on a phone', () => {
  test.use({ viewport: PHONE });
  test.setTimeout(120_000);

  test('no axe violation with WCAG 2.2’s target size: the footer’s links stay clear of the cards above them', async ({ page, health }) => {
    void health;
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    // a card below the fold is laid out at its placeholder height (content-visibility), shorter than a three-flight card
    await page.goto(`/search/MOW${dateAhead(19).ddmm}IST${dateAhead(22).ddmm}AYT${dateAhead(29).ddmm}MOW1`);
    await expect(avia.results.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Помощь' })).toBeVisible();
    await expectNoAxeViolations(page, 'multi-city results, 390 px', WITH_WCAG22);
  });
});

test.describe('flights results by keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('«К результатам», seen once it has focus, skips the filters to the results list', async ({ page, health }) => {
    void health;
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    await page.goto(`/search/MOW${dateAhead(18).ddmm}AER1`);
    await expect(avia.results.first()).toBeVisible({ timeout: 15_000 });
    const skip = page.getByRole('link', { name: 'К результатам' });
    const filters = page.getByRole('complementary', { name: 'Фильтры' });
    // the link is the first stop before the filters: Tab from the last control above them reaches it
    await page.getByRole('navigation', { name: 'Цены на соседние даты' }).getByRole('button').last().focus();
    for (let presses = 0; presses < 15 && !(await skip.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box!.width).toBeGreaterThan(50);
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    // past the sort buttons and «Следить за ценой», the first card's «Выбрать тариф» is a few presses away, none in the filters
    const firstChoice = avia.results.first().getByRole('button', { name: 'Выбрать тариф' });
    for (let presses = 0; presses < 6 && !(await firstChoice.evaluate((button) => button === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
      expect(await filters.evaluate((aside) => aside.contains(document.activeElement))).toBe(false);
    }
    await expect(firstChoice).toBeFocused();
  });
});
