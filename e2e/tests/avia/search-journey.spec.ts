import { expect, test } from '../../support/fixtures';
import { dateAhead } from '../../support/calendar-days';
import { AviaPage, DESKTOP, PHONE } from './avia-page';

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`flight search journey at ${width} width`, () => {
    test.use({ viewport });

    test('мос → Москва, питер → Санкт-Петербург, a date, 2 adults + 1 infant → results, cheapest, non-stop in the URL, reload, a fare → booking', async ({
      page,
      health,
    }) => {
      void health;
      test.setTimeout(60_000);
      const avia = new AviaPage(page);
      await avia.skipCookieNotice();
      await avia.slowDownPolling();
      await page.goto('/');
      await expect(avia.from).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveTitle(/Поиск дешёвых авиабилетов/);
      await avia.chooseCity(avia.from, 'мос', 'Москва');
      await avia.chooseCity(avia.to, 'питер', 'Санкт-Петербург');
      const day = dateAhead(20);
      await avia.pickDeparture(day.iso);
      await expect(avia.departure).toHaveValue(day.display);
      await avia.setPassengers(2, 1);
      await expect(avia.passengersButton).toHaveAccessibleName(/3 пассажира, эконом/);
      await avia.submit.click();

      await expect(page).toHaveURL(new RegExp(`/search/MOW${day.ddmm}LED201$`));
      const progress = page.getByRole('progressbar', { name: 'Ищем билеты' });
      await expect(progress).toBeVisible();
      expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
      await expect(avia.results.first()).toBeVisible({ timeout: 15_000 });
      await expect(progress).toBeHidden({ timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: /Найдено \d+ вариант/ })).toBeAttached();
      // The head names the route and the day (docs/architecture.md#page-heads).
      await expect(page).toHaveTitle(/^Авиабилеты Москва — Санкт-Петербург, \d{1,2} [а-я]+ — Авиабилеты$/);

      await page.getByText('Дешевле', { exact: true }).click();
      await expect(page).toHaveURL(/sort=cheapest/);
      // the address changes first; the list is sorted in a transition right after (read once, it was caught half-sorted under load)
      await expect
        .poll(async () => {
          const prices = await avia.shownPrices();
          return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
        })
        .toBe(true);

      if (width === 'phone') await page.getByRole('button', { name: /^Фильтры/ }).click();
      const filters = width === 'phone' ? page.getByRole('dialog', { name: 'Фильтры' }) : page.getByRole('complementary', { name: 'Фильтры' });
      // The box shows the filter held in the URL, so it turns checked after the navigation its
      // click starts, not synchronously (Playwright's check() asks at once): click, then wait.
      const nonStop = filters.getByRole('checkbox', { name: /Без пересадок/ });
      await nonStop.click();
      await expect(nonStop).toBeChecked();
      await expect(page).toHaveURL(/stops=0/);
      if (width === 'phone') await filters.getByRole('button', { name: /^Показать/ }).click();
      const nonStopCount = await avia.results.count();
      expect(nonStopCount).toBeGreaterThan(0);
      await expect(avia.results.filter({ hasNotText: 'Без пересадок' })).toHaveCount(0);
      const filteredUrl = page.url();
      expect(new URL(filteredUrl).searchParams.get('sort')).toBe('cheapest');

      await page.reload();
      await expect(avia.results.first()).toBeVisible({ timeout: 15_000 });
      expect(page.url()).toBe(filteredUrl);
      await expect(avia.results.filter({ hasNotText: 'Без пересадок' })).toHaveCount(0);
      await expect(page.getByRole('radio', { name: 'Дешевле' })).toBeChecked();
      const reloadedPrices = await avia.shownPrices();
      expect(reloadedPrices).toEqual([...reloadedPrices].sort((a, b) => a - b));

      const card = avia.results.first();
      await card.getByRole('button', { name: 'Выбрать тариф' }).click();
      await expect(card.getByRole('table')).toContainText('Ручная кладь');
      await card.getByRole('button', { name: /^Выбрать тариф Лайт за/ }).click();
      await expect(page).toHaveURL(/\/avia\/offers\/[0-9a-f-]{36}$/);
      await expect(page.locator('[data-route-name="booking"]')).toBeVisible();
    });
  });
}

test('the whole journey by keyboard only', async ({ page, health }) => {
  void health;
  test.setTimeout(60_000);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  await page.goto('/');
  await expect(avia.from).toBeVisible({ timeout: 20_000 });
  await avia.from.focus();
  const press = (key: string) => page.keyboard.press(key);
  await page.keyboard.type('мос');
  await expect(page.getByRole('option', { name: /^Москва/ })).toBeVisible();
  await press('Enter');
  await expect(avia.from).toHaveValue('Москва');
  await press('Tab'); // the swap button
  await press('Tab');
  await expect(avia.to).toBeFocused();
  await page.keyboard.type('питер');
  await expect(page.getByRole('option', { name: /^Санкт-Петербург/ })).toBeVisible();
  await press('ArrowDown');
  await press('ArrowUp');
  await press('Enter');
  await expect(avia.to).toHaveValue('Санкт-Петербург');
  await press('Tab');
  await expect(avia.departure).toBeFocused();
  await page.keyboard.type(dateAhead(25).display);
  await press('Tab'); // calendar button
  await press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Туда' });
  await expect(calendar).toBeVisible();
  await press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Туда: открыть календарь' })).toBeFocused();
  await press('Tab'); // return date
  await press('Tab'); // its calendar
  await press('Tab');
  await expect(avia.passengersButton).toBeFocused();
  await press('Enter');
  const picker = page.getByRole('dialog', { name: 'Пассажиры и класс' });
  await expect(picker).toBeVisible();
  // focus starts on the first usable button: adults "+"
  await expect(picker.getByRole('button', { name: 'Больше: взрослые' })).toBeFocused();
  await press('Enter');
  const infantsPlus = picker.getByRole('button', { name: 'Больше: младенцы' });
  for (let i = 0; i < 6 && !(await infantsPlus.evaluate((el) => el === document.activeElement)); i += 1) await press('Tab');
  await expect(infantsPlus).toBeFocused();
  await press('Enter');
  await press('Escape');
  await expect(avia.passengersButton).toBeFocused();
  await expect(avia.passengersButton).toHaveAccessibleName(/3 пассажира/);
  await press('Tab');
  await expect(avia.submit).toBeFocused();
  await press('Enter');
  await expect(page).toHaveURL(/\/search\/MOW\d{4}LED201$/);
  await expect(avia.results.first()).toBeVisible({ timeout: 15_000 });

  // sort by keyboard: focus the sort radios and move to "Дешевле"
  await page.getByRole('radio', { name: 'Оптимальные' }).focus();
  await press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Дешевле' })).toBeChecked();
  await expect(page).toHaveURL(/sort=cheapest/);
  const nonStop = page.getByRole('complementary', { name: 'Фильтры' }).getByRole('checkbox', { name: /Без пересадок/ });
  await nonStop.focus();
  await press('Space');
  await expect(page).toHaveURL(/stops=0/);

  const choose = avia.results.first().getByRole('button', { name: 'Выбрать тариф' });
  await choose.focus();
  await press('Enter');
  const fare = avia.results.first().getByRole('button', { name: /^Выбрать тариф Лайт за/ });
  await fare.focus();
  await press('Enter');
  await expect(page).toHaveURL(/\/avia\/offers\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-route-name="booking"]')).toBeVisible();
});

test.describe('the sort control on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('each sort option keeps the padding of the other controls around its label, inside the screen', async ({ page, health }) => {
    void health;
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    await page.goto(`/search/MOW${dateAhead(21).ddmm}LED1`);
    await expect(avia.results.first()).toBeVisible({ timeout: 20_000 });
    const sort = page.getByRole('group', { name: 'Сортировка' });
    await expect(sort.getByRole('radio')).toHaveCount(3);
    // the label's text alone (a Range over its text node), against the label's box and the screen
    const gaps = await sort.locator('label').evaluateAll((labels) =>
      labels.map((label) => {
        const text = [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const words = range.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        return { label: text.textContent, left: words.left - box.left, right: box.right - words.right, boxLeft: box.left, boxRight: box.right };
      }),
    );
    expect(gaps.map(({ label }) => label)).toEqual(['Оптимальные', 'Дешевле', 'Быстрее']);
    for (const gap of gaps) {
      expect(gap.left, `${gap.label}: space before the label`).toBeGreaterThanOrEqual(8);
      expect(gap.right, `${gap.label}: space after the label`).toBeGreaterThanOrEqual(8);
      expect(gap.boxLeft, gap.label!).toBeGreaterThanOrEqual(8);
      expect(gap.boxRight, gap.label!).toBeLessThanOrEqual(PHONE.width - 8);
    }
  });
});
