// The pages that load one thing by its address (shared's useApiResource and page states): while the
// answer is on its way they say what loads, a failed load shows the reason and 'Повторить', and
// 'Повторить' loads the page without a reload. Content pages have their own spec (content/).
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { TravellerApi } from '../../support/profile/profile-api';
import { bookOrder } from '../payment/payment-api';
import { ToursPageObject } from '../tours/tours-page-object';

// These journeys answer the page's first API requests in the browser (page.route), which a page the
// server rendered does not make: the browser renders them (the QA switch, e2e/support/fixtures.ts).
test.use({ serverRender: false });

const SERVER_DOWN = 'Сервер временно недоступен. Повторите попытку позже.';

/** The API call of `path` fails once with a 503, then waits for `release` before it is answered. */
async function failOnceThenHold(page: Page, path: RegExp) {
  let calls = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    if (route.request().resourceType() !== 'fetch' || route.request().method() !== 'GET') return route.fallback();
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 503, json: { error: { code: 'SERVER_ERROR', message: SERVER_DOWN } } });
    await held;
    return route.fallback();
  });
  return { release, calls: () => calls };
}

test.describe("a page loaded by its address: loading, a failure with 'Повторить', recovery", () => {
  test.beforeEach(async ({ frame }) => {
    // Each test first books an order or runs a search through the API.
    test.setTimeout(90_000);
    await frame.skipCookieNotice();
  });

  test('the payment page of an order', async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const order = await bookOrder(page, apiBase, uniqueEmail('load-states'));
    const api = await failOnceThenHold(page, new RegExp(`/flights/orders/${order.orderUuid}$`));
    await frame.open(`/avia/orders/${order.orderUuid}/submit`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(SERVER_DOWN);
    await page.getByRole('main').getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Загружаем заказ');
    api.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    expect(api.calls()).toBe(2);
  });

  test('a hotel page', async ({ page }) => {
    const tours = new ToursPageObject(page);
    await tours.searchTurkey();
    const hotelId = await tours.cards.first().getAttribute('data-hotel-id');
    const api = await failOnceThenHold(page, new RegExp(`/tours/hotels/${hotelId}$`));
    await page.goto(`/tours/hotels/${hotelId}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Не удалось загрузить отель. Сервер временно недоступен. Попробуйте ещё раз.');
    await page.getByRole('main').getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Загружаем отель…');
    api.release();
    await expect(page.getByRole('heading', { level: 2, name: 'Туры в отель' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Отель');
  });

  test("an order in the traveller's profile", async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('load-states');
    const token = await createAccount(page, apiBase, email, 'load-states-password-1');
    const [orderUuid] = await (await TravellerApi.of(page, apiBase, token)).bookOrders(1, email);
    const api = await failOnceThenHold(page, new RegExp(`/profile/orders/${orderUuid}$`));
    await frame.signInWithToken(token);
    await frame.open(`/profile/orders/${orderUuid}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(SERVER_DOWN);
    await page.getByRole('main').getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Загружаем…');
    api.release();
    await expect(page.getByText('Москва — Санкт-Петербург').first()).toBeVisible();
  });
});
