import type { Page } from '@playwright/test';
import { dateAhead } from '../../support/calendar-days';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';
import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { ProfilePage } from '../../support/profile/profile-page';
import { acquirerPress, payButton } from '../payment/payment-page';
import { AviaPage } from './avia-page';
import { field, passenger } from './booking-form';

// A multi-city trip («Сложный маршрут», product rules §D #d-multi-city) end to end: three flights
// searched from the home form, one booking, one card payment, one order in the profile.

const CHAIN = 'Москва — Стамбул — Анталья — Москва';
const FLIGHTS = ['Перелёт 1: Москва → Стамбул', 'Перелёт 2: Стамбул → Анталья', 'Перелёт 3: Анталья → Москва'];

/** Screenshots at both widths, kept with the run's results for a person to look at. */
async function screenshotsAtBothWidths(page: Page, name: string, outputPath: (name: string) => string): Promise<void> {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // the page laid out at the new width before the shot (a full-page shot taken at once can keep the old one)
    await page.waitForFunction((expected) => document.documentElement.scrollWidth === expected, viewport.width);
    // a full-page shot of a long page takes seconds on a busy runner
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true, timeout: 30_000 });
  }
  await page.setViewportSize(DESKTOP);
}

test('three flights from the home form → results → booking → card → tickets → the order in the profile with its three flights', async ({
  page,
  frame,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  const apiBase = await apiBaseOf(request);
  const email = uniqueEmail('multi-city');
  await frame.signInWithToken(await createAccount(page, apiBase, email, 'multi-city-password-3'));
  await page.setViewportSize(DESKTOP);

  await page.goto('/');
  await expect(avia.from).toBeVisible({ timeout: 20_000 });
  const [first, second, third] = [dateAhead(40), dateAhead(44), dateAhead(50)];
  await avia.turnOnMultiCity();
  await avia.fillLeg(1, { from: ['мос', 'Москва'], to: ['стамб', 'Стамбул'], date: first.display });
  await avia.fillLeg(2, { to: ['анта', 'Анталья'], date: second.display });
  await avia.addLeg();
  await avia.fillLeg(3, { to: ['мос', 'Москва'], date: third.display });
  await avia.submitSearch();
  await expect(page).toHaveURL(new RegExp(`/search/MOW${first.ddmm}IST${second.ddmm}AYT${third.ddmm}MOW1$`));

  // results: «3 перелёта» with each flight, and every flight in the first card
  const summary = page.getByRole('region', { name: '3 перелёта' });
  await expect(summary.getByRole('listitem')).toHaveCount(3);
  const card = avia.results.first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByRole('listitem')).toHaveText([/^Москва → Стамбул, /, /^Стамбул → Анталья, /, /^Анталья → Москва, /]);
  await expect(card).toHaveAccessibleName(/: Москва → Стамбул → Анталья → Москва, /);
  await expect(card.getByText(/^Перелёт \d:\s*$/)).toHaveText(['Перелёт 1:', 'Перелёт 2:', 'Перелёт 3:']);
  await expect(page.getByRole('main').getByRole('button', { name: 'Следить за ценой' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Перелёт 3' })).toBeVisible();
  await page.getByRole('progressbar').waitFor({ state: 'hidden', timeout: 60_000 });
  await screenshotsAtBothWidths(page, 'multi-city-results', (name) => testInfo.outputPath(name));

  await card.getByRole('button', { name: 'Выбрать тариф' }).click();
  await card
    .getByRole('button', { name: /^Выбрать тариф .+ за/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/avia\/offers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Данные пассажиров' })).toBeVisible({ timeout: 15_000 });

  // booking: every flight in order; abroad, so the international passport by default (§5)
  const trip = page.getByRole('region', { name: 'Ваша поездка' });
  await expect(trip.getByRole('heading', { level: 3 })).toHaveText(FLIGHTS);
  const adult = passenger(page, 'Взрослый, пассажир 1');
  await expect(adult.getByRole('combobox', { name: 'Документ' })).toHaveValue('INT_PASSPORT');
  await field(adult, 'Фамилия').fill('IVANOV');
  await field(adult, 'Имя').fill('IVAN');
  await adult.getByRole('radio', { name: 'Мужской' }).check();
  await field(adult, 'Дата рождения').fill('01.02.1985');
  await field(adult, 'Номер документа').fill('751234567');
  await field(adult, 'Срок действия документа').fill('01.02.2035');
  await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
  await screenshotsAtBothWidths(page, 'multi-city-booking', (name) => testInfo.outputPath(name));
  await page.setViewportSize(PHONE);
  await expect(trip.getByText(/^Москва → Стамбул → Анталья → Москва, /)).toBeVisible();
  await page.setViewportSize(DESKTOP);

  const created = page.waitForResponse((response) => response.url().endsWith('/flights/orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/avia\/orders\/[0-9a-f-]{36}\/submit$/);
  const orderUuid = /\/avia\/orders\/([0-9a-f-]{36})\/submit$/.exec(new URL(page.url()).pathname)![1]!;
  const route = page.getByRole('region', { name: 'Маршрут' });
  await expect(route.getByText(/^(Туда|Обратно|Перелёт \d):/)).toHaveText(FLIGHTS);

  await payButton(page).click();
  await acquirerPress(page, 'Оплатить');
  await expect(page).toHaveURL(new RegExp(`/avia/orders/${orderUuid}/finished$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Маршрут' }).getByText(/^(Туда|Обратно|Перелёт \d):/)).toHaveText(FLIGHTS);
  // a ticket per flight
  const tickets = page
    .getByRole('table', { name: 'Пассажиры' })
    .getByRole('row', { name: /IVANOV IVAN/ })
    .getByRole('cell')
    .last();
  await expect(tickets).toHaveText(/^Перелёт 1: \d{13}\s*Перелёт 2: \d{13}\s*Перелёт 3: \d{13}$/);

  // the profile: the order named by its whole chain, three flights, and the receipt lists three
  await frame.open('/profile/orders');
  const profile = new ProfilePage(page);
  const order = profile.orders.and(page.locator(`[data-order-uuid="${orderUuid}"]`));
  await expect(order.getByRole('link', { name: CHAIN })).toBeVisible({ timeout: 15_000 });
  await expect(order).toContainText('Выписан');
  await order.getByRole('link', { name: CHAIN }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHAIN })).toBeVisible({ timeout: 15_000 });
  const flights = page.getByRole('region', { name: 'Маршрут' }).getByRole('heading', { level: 3 });
  await expect(flights).toHaveText([/^Перелёт 1: Москва — Стамбул/, /^Перелёт 2: Стамбул — Анталья/, /^Перелёт 3: Анталья — Москва/]);
  await expect(page.locator('[data-itinerary-receipt] th[scope="rowgroup"]')).toHaveText([
    'Перелёт 1: Москва — Стамбул',
    'Перелёт 2: Стамбул — Анталья',
    'Перелёт 3: Анталья — Москва',
  ]);
  await expect(page.getByRole('region', { name: 'Электронные билеты' }).getByRole('listitem')).toHaveText([
    /^Маршрутная квитанция: IVANOV IVAN, перелёт 1 · № \d{13}$/,
    /^Маршрутная квитанция: IVANOV IVAN, перелёт 2 · № \d{13}$/,
    /^Маршрутная квитанция: IVANOV IVAN, перелёт 3 · № \d{13}$/,
  ]);
  await screenshotsAtBothWidths(page, 'multi-city-profile-order', (name) => testInfo.outputPath(name));
});
