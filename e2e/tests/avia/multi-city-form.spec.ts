import { expectNoAxeViolations } from '../../support/accessibility';
import { dateAhead } from '../../support/calendar-days';
import { expect, test } from '../../support/fixtures';
import { expectHydrated } from '../../support/hydrated';
import { AviaPage, DESKTOP, PHONE } from './avia-page';

// «Сложный маршрут» on the search form (product rules §D, #d-multi-city): 2–6 legs, each a group
// «Перелёт N», loaded as its own chunk when the switch is turned on.

test('keyboard only: the switch, three legs with «Добавить перелёт», arrows in the lists → /search/<multi-city string>', async ({ page, health }, testInfo) => {
  void health;
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  await page.goto('/');
  await expect(avia.from).toBeVisible({ timeout: 20_000 });
  await expectHydrated(avia.multiCitySwitch);
  const press = (key: string) => page.keyboard.press(key);
  const [first, second, third] = [dateAhead(20), dateAhead(24), dateAhead(31)];

  // Tab from the page's products nav into the form: the switch is its first control.
  await page.getByRole('link', { name: 'Туры', exact: true }).focus();
  await press('Tab');
  await expect(avia.multiCitySwitch).toBeFocused();
  await press('Space');
  await expect(avia.multiCitySwitch).toHaveAttribute('aria-checked', 'true');
  await expect(avia.leg(2)).toBeVisible();
  await expect(avia.from).toHaveCount(2); // the legs' own, the simple fields are gone

  await press('Tab');
  await expect(avia.legFrom(1)).toBeFocused();
  await page.keyboard.type('мос');
  await expect(page.getByRole('option', { name: /^Москва/ })).toBeVisible();
  await press('Enter');
  await expect(avia.legFrom(1)).toHaveValue('Москва');
  await press('Tab');
  await expect(avia.legTo(1)).toBeFocused();
  await page.keyboard.type('стамб');
  await expect(page.getByRole('option', { name: /^Стамбул/ }).first()).toBeVisible();
  await press('ArrowDown');
  await press('ArrowUp');
  await press('Enter');
  await expect(avia.legTo(1)).toHaveValue('Стамбул');
  await press('Tab');
  await expect(avia.legDate(1)).toBeFocused();
  await page.keyboard.type(first.display);
  await press('Tab'); // its calendar, opened and closed by keyboard
  await press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Дата перелёта 1' });
  await expect(calendar).toBeVisible();
  await press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Дата перелёта 1: открыть календарь' })).toBeFocused();

  // Leg 2 leaves from where leg 1 lands.
  await press('Tab');
  await expect(avia.legFrom(2)).toBeFocused();
  await expect(avia.legFrom(2)).toHaveValue('Стамбул');
  await press('Tab');
  await page.keyboard.type('анта');
  await expect(page.getByRole('option', { name: /^Анталья/ }).first()).toBeVisible();
  await press('Enter');
  await expect(avia.legTo(2)).toHaveValue('Анталья');
  await press('Tab');
  await expect(avia.legDate(2)).toBeFocused();
  await page.keyboard.type(second.display);
  await press('Tab'); // calendar
  await press('Tab');
  await expect(avia.addLegButton).toBeFocused();
  await press('Enter');
  // A new leg: from where the last one lands, on its day.
  await expect(avia.legFrom(3)).toBeFocused();
  await expect(avia.legFrom(3)).toHaveValue('Анталья');
  await expect(avia.legDate(3)).toHaveValue(second.display);
  await press('Tab');
  await page.keyboard.type('мос');
  await expect(page.getByRole('option', { name: /^Москва/ })).toBeVisible();
  await press('Enter');
  await press('Tab');
  await expect(avia.legDate(3)).toBeFocused();
  // A date before leg 2's first: the message sits on leg 3 and the search waits.
  await press('ControlOrMeta+A');
  await page.keyboard.type(first.display);
  for (let i = 0; i < 12 && !(await avia.submit.evaluate((el) => el === document.activeElement)); i += 1) await press('Tab');
  await expect(avia.submit).toBeFocused();
  await press('Enter');
  await expect(avia.legDate(3)).toBeFocused();
  await expect(avia.legDate(3)).toHaveAccessibleDescription(/Дата перелёта раньше даты предыдущего перелёта/);
  await expect(avia.leg(2).getByText('Дата перелёта раньше даты предыдущего перелёта')).toHaveCount(0);
  await press('ControlOrMeta+A');
  await page.keyboard.type(third.display);
  await expect(avia.legDate(3)).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath('multi-city-form-1280.png'), fullPage: true });
  for (let i = 0; i < 12 && !(await avia.submit.evaluate((el) => el === document.activeElement)); i += 1) await press('Tab');
  await press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/MOW${first.ddmm}IST${second.ddmm}AYT${third.ddmm}MOW1$`));

  // The results page's form shows every leg of the string.
  await expect(avia.multiCitySwitch).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
  await expect(avia.leg(3)).toBeVisible();
  await expect(avia.legFrom(1)).toHaveValue('Москва');
  await expect(avia.legTo(2)).toHaveValue('Анталья');
  await expect(avia.legDate(3)).toHaveValue(third.display);
});

test('a city picked with the mouse is named once, an airport of the same name by its code; leg 2 copies the city', async ({ page, health }) => {
  void health;
  await page.setViewportSize({ width: 1366, height: 900 });
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  await page.goto('/');
  await expect(avia.to).toBeVisible({ timeout: 20_000 });
  // Istanbul's city and its main airport share the code IST and the name «Стамбул».
  const pick = async (option: RegExp) => {
    await avia.to.fill('');
    await avia.to.pressSequentially('Стамб', { delay: 50 });
    await page.getByRole('option', { name: option }).click();
  };
  await pick(/^Стамбул.*2 аэропорта/);
  await expect(avia.to).toHaveValue('Стамбул');
  await pick(/IST, аэропорт/);
  await expect(avia.to).toHaveValue('Стамбул (IST)');
  await pick(/^Стамбул.*2 аэропорта/);
  await expect(avia.to).toHaveValue('Стамбул');
  await avia.multiCitySwitch.click();
  await expect(avia.legTo(1)).toHaveValue('Стамбул');
  await expect(avia.legFrom(2)).toHaveValue('Стамбул');
});

test('at 390 px: legs one under another, the leg calendar and the passenger picker full screen', async ({ page, health }, testInfo) => {
  void health;
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  await page.goto('/');
  await expect(avia.from).toBeVisible({ timeout: 20_000 });
  await avia.chooseCity(avia.from, 'питер', 'Санкт-Петербург');
  await avia.turnOnMultiCity();
  await expect(avia.legFrom(1)).toHaveValue('Санкт-Петербург');
  await avia.fillLeg(1, { to: ['калин', 'Калининград'], date: dateAhead(15).display });
  await avia.fillLeg(2, { to: ['моск', 'Москва'] });

  // The leg's calendar opens full screen, like the simple form's.
  await page.getByRole('button', { name: 'Дата перелёта 2: открыть календарь' }).click();
  await expect(page.getByRole('dialog', { name: 'Дата перелёта 2' }).getByRole('grid').first()).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/fullscreen-opened/);
  await page.keyboard.press('Escape');
  await avia.pickLegDate(2, dateAhead(19).iso);
  await expect(avia.legDate(2)).toHaveValue(dateAhead(19).display);

  await avia.addLeg();
  await avia.fillLeg(3, { from: ['каза', 'Казань'], to: ['питер', 'Санкт-Петербург'], date: dateAhead(22).display });
  await avia.passengersButton.click();
  await expect(page.getByRole('dialog', { name: 'Пассажиры и класс' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/fullscreen-opened/);
  await page.keyboard.press('Escape');

  // Nothing sticks out sideways at 390 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('multi-city-form-390.png'), fullPage: true });

  await avia.removeLeg(2);
  await expect(avia.leg(3)).toHaveCount(0);
  await expect(avia.legFrom(2)).toHaveValue('Казань');
  await expect(avia.legFrom(2)).toBeFocused();
  await avia.submitSearch();
  await expect(page).toHaveURL(new RegExp(`/search/LED${dateAhead(15).ddmm}KGD-KZN${dateAhead(22).ddmm}LED1$`));

  // The results page on a phone folds the form into one line naming every leg; «Изменить» opens the legs.
  const change = page.getByRole('button', { name: /^Изменить поиск: Санкт-Петербург → Калининград, Казань → Санкт-Петербург, / });
  await expect(change).toBeVisible({ timeout: 15_000 });
  await change.click();
  await expect(avia.legFrom(2)).toHaveValue('Казань');
  await expect(avia.multiCitySwitch).toHaveAttribute('aria-checked', 'true');
  // focus goes into the opened form, and «Свернуть» folds it back onto the summary line
  await expect(avia.legFrom(1)).toBeFocused();
  await page.getByRole('button', { name: 'Свернуть поиск' }).click();
  await expect(change).toBeFocused();
});

test('the home page loads the legs only when the switch is turned on', async ({ page, health }) => {
  void health;
  await page.setViewportSize(DESKTOP);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  await page.goto('/');
  await expect(avia.from).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Популярные направления/ })).toBeVisible();
  const withLegs = async (list: typeof scripts) =>
    (await Promise.all(list.map(async (script) => ((await script.body).includes('Добавить перелёт') ? script.url : null)))).filter(Boolean);
  expect(await withLegs(scripts)).toEqual([]);
  const before = scripts.length;

  await avia.turnOnMultiCity();
  const loaded = await withLegs(scripts.slice(before));
  expect(loaded).toHaveLength(1);
});

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`axe at ${width} width: the switch on, a leg's calendar open, the legs' errors`, async ({ page, health }) => {
    void health;
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    await page.goto('/');
    await expect(avia.from).toBeVisible({ timeout: 20_000 });
    await avia.turnOnMultiCity();
    await expectNoAxeViolations(page, 'multi-city form');

    await page.getByRole('button', { name: 'Дата перелёта 2: открыть календарь' }).click();
    await expect(page.getByRole('dialog', { name: 'Дата перелёта 2' }).getByRole('grid').first()).toBeVisible();
    await expectNoAxeViolations(page, 'leg calendar open');
    await page.keyboard.press('Escape');

    await avia.addLeg();
    await avia.submit.click();
    await expect(avia.legFrom(1)).toBeFocused();
    await expect(avia.leg(3).getByText('Обязательное поле')).toHaveCount(3);
    await expectNoAxeViolations(page, 'multi-city errors');
  });
}

test('a multi-city link the decoder cannot read: the Russian message and the form at its defaults; a broken leg keeps the legs before it', async ({
  page,
  health,
}) => {
  void health;
  await page.setViewportSize(DESKTOP);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  // No origin before the first date: nothing can be read.
  await page.goto(`/search/${dateAhead(20).ddmm}IST${dateAhead(24).ddmm}AYT${dateAhead(31).ddmm}MOW1`);
  await expect(page.getByRole('alert').filter({ hasText: 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(avia.multiCitySwitch).toHaveAttribute('aria-checked', 'false');
  await expect(avia.from).toHaveValue('');
  await expect(avia.to).toHaveValue('');
  await expect(avia.departure).toHaveValue('');
  await expect(avia.passengersButton).toHaveAccessibleName(/1 пассажир, эконом/);
  await expect(avia.results).toHaveCount(0);

  // Leg 3's date is no date: legs 1 and 2 fill the form, the message says what is wrong.
  await page.goto(`/search/MOW${dateAhead(20).ddmm}IST${dateAhead(24).ddmm}AYT3113MOW1`);
  await expect(page.getByRole('alert').filter({ hasText: 'Некорректная дата перелёта' })).toBeVisible({ timeout: 20_000 });
  await expect(avia.multiCitySwitch).toHaveAttribute('aria-checked', 'true');
  await expect(avia.leg(2)).toBeVisible();
  await expect(avia.leg(3)).toHaveCount(0);
  await expect(avia.legTo(2)).toHaveValue('Анталья');
  await expect(avia.legDate(2)).toHaveValue(dateAhead(24).display);

  // On a phone the results page folds its form into one line; a broken link keeps it open with its message.
  await page.setViewportSize(PHONE);
  await page.goto(`/search/MOW${dateAhead(20).ddmm}IST3202AYT1`);
  await expect(page.getByRole('alert').filter({ hasText: 'Некорректная дата перелёта' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Изменить поиск/ })).toHaveCount(0);
});
