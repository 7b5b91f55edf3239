import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/accessibility';
import { dateAhead } from '../../support/calendar-days';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';
import { apiBaseOf, createAccount, latestMailTo, uniqueEmail } from '../../support/frame/frame-api';
import { apiGet } from '../payment/payment-api';
import { acquirerPress, payButton } from '../payment/payment-page';
import { seatsOnSale, ticketedOrder } from './after-purchase-api';

// Returning and exchanging a bought ticket (docs/product-rules.md §D Возврат и обмен) on the
// profile's order view and the guest's order page. Each test flies on a day of its own, so the
// seats one counts are not moved by another.
const PASSWORD = 'e2e-password-2025';
const ROUTE = 'Туда: Москва — Санкт-Петербург';

/** Every request the page makes to the API from now on, to count a path's calls. */
function countApiRequests(page: Page, apiBase: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiBase)) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

/** «3 × GET /flights/orders/{uuid}/refunds, …»: the path's calls, ids folded, for the test's report. */
function callSummary(calls: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const shape = call
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{uuid}')
      .replace(/\/attempts\/[^/]+$/, '/attempts/{id}')
      .replace(/\/searches\/[^/]+$/, '/searches/{id}');
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  return [...counts].map(([shape, count]) => `${count} × ${shape}`).join(', ');
}

test.describe('returning and exchanging a bought ticket', () => {
  test.beforeEach(async ({ frame }) => {
    await frame.skipCookieNotice();
  });

  test('two passengers bought, one returned in the profile: the order shows it, the money comes back, a mail, the seat on sale again', async ({
    page,
    frame,
  }, testInfo) => {
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('refund');
    const token = await createAccount(page, apiBase, email, PASSWORD);
    const days = 150 + (Date.now() % 40);
    const { order, flightId } = await ticketedOrder(page, apiBase, { email, days, fare: 'PLUS', adults: 2, token });
    const seatsBefore = await seatsOnSale(page, apiBase, days, flightId, 'PLUS');
    await frame.signInWithToken(token);
    await frame.open(`/profile/orders/${order.orderUuid}`);
    const panel = page.getByRole('region', { name: 'Возврат и обмен' });
    await expect(panel.getByRole('button', { name: /^Вернуть билет/ })).toHaveCount(2);

    const calls = countApiRequests(page, apiBase);
    const clicked = Date.now();
    await panel.getByRole('button', { name: `Вернуть билет: Петрова Мария, ${ROUTE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Возврат билета' });
    await expect(dialog.getByText('Возврат по тарифу за вычетом сбора')).toBeVisible();
    const amount = (await dialog.locator('[data-refund-amount]').innerText()).trim();
    expect(amount).toMatch(/\d\s₽$/);
    await expect(dialog.getByText(/на банковскую карту/)).toBeVisible();
    await dialog.getByRole('button', { name: `Подтвердить возврат ${amount}` }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('status')).toHaveText('Заявка на возврат принята. Письмо придёт на почту заказа.');
    const returned = panel.getByRole('listitem').filter({ hasText: 'Петрова Мария' });
    await expect(returned).toContainText('Возвращён');
    await expect(returned).toContainText(`к возврату ${amount}: Деньги возвращены`, { timeout: 20_000 });
    const inBrowser = Date.now() - clicked;
    await expect(panel.getByRole('listitem').filter({ hasText: 'Иванов Иван' })).toContainText('Действует');
    await expect(page.locator('[data-itinerary-receipt] [data-void-tickets]')).toContainText(order.passengers[1]!.ticketNumber);

    const refunds = await apiGet(page, apiBase, `/flights/orders/${order.orderUuid}/refunds`, token);
    const refund = refunds.items[0] as { createdAt: string; finishedAt: string; status: string };
    expect(refund.status).toBe('REFUNDED');
    const serverMs = new Date(refund.finishedAt).getTime() - new Date(refund.createdAt).getTime();
    const report = `refund path: ${calls.length} API requests (${callSummary(calls)}); request → refunded ${serverMs} ms in the API, click → «Деньги возвращены» ${inBrowser} ms in the browser`;
    testInfo.annotations.push({ type: 'measure', description: report });
    console.log(report);

    const reference = order.orderUuid.slice(0, 8).toUpperCase();
    await latestMailTo(page.request, apiBase, email, new RegExp(`Заявка на возврат по заказу ${reference} принята`));
    await latestMailTo(page.request, apiBase, email, new RegExp(`Деньги по заказу ${reference} возвращены`));
    expect(await seatsOnSale(page, apiBase, days, flightId, 'PLUS')).toBe(seatsBefore + 1);

    await frame.open('/profile/orders');
    const card = page.locator(`[data-order-uuid="${order.orderUuid}"]`);
    await expect(card).toContainText('Выписан');
    await expect(card).toContainText('Возвращён 1 из 2 билетов');
  });

  test('a ticket exchanged to another date, the difference paid by card: the new number on the finished page, in the profile and the receipt', async ({
    page,
    frame,
  }, testInfo) => {
    // A progressive search, the payment pages and the sandbox's: the longest journey of the file.
    test.setTimeout(90_000);
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('exchange');
    const token = await createAccount(page, apiBase, email, PASSWORD);
    const days = 200 + (Date.now() % 40);
    const { order } = await ticketedOrder(page, apiBase, { email, days, fare: 'STANDARD', token });
    const oldNumber = order.passengers[0]!.ticketNumber;
    await frame.signInWithToken(token);
    await frame.open(`/profile/orders/${order.orderUuid}`);
    const panel = page.getByRole('region', { name: 'Возврат и обмен' });
    const exchangeButton = panel.getByRole('button', { name: `Обменять билет: ${ROUTE}` });
    await expect(exchangeButton).toBeVisible();

    const calls = countApiRequests(page, apiBase);
    await exchangeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Обмен билета' });
    await dialog.getByRole('textbox', { name: 'Новая дата вылета' }).fill(dateAhead(days + 2).display);
    await dialog.getByRole('button', { name: 'Найти рейсы' }).click();
    // The same progressive search as the results page: on a busy machine it takes a while.
    const firstFlight = dialog.getByRole('group', { name: 'Выберите рейс' }).getByRole('radio').first();
    await expect(firstFlight).toBeVisible({ timeout: 20_000 });
    await firstFlight.check();
    await expect(dialog.getByText('Сбор за обмен')).toBeVisible();
    await expect(dialog.locator('[data-exchange-amount]')).toHaveText(/\d\s₽$/);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'exchange dialog, 390 px');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: /^Перейти к оплате \d/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Оплата обмена билета' })).toBeVisible();
    await payButton(page).click();
    await acquirerPress(page, 'Оплатить');
    await expect(page.getByRole('heading', { level: 1, name: 'Билет обменян' })).toBeVisible();
    const newTickets = page.getByRole('table', { name: 'Новые номера билетов' });
    await expect(newTickets).toContainText(/421\d{10}/);
    const newNumber = (await newTickets.getByRole('cell').first().innerText()).trim();
    expect(newNumber).not.toBe(oldNumber);
    const report = `exchange path: ${calls.length} API requests from «Обменять билет» to the finished page, the card's sandbox page included (${callSummary(calls)})`;
    testInfo.annotations.push({ type: 'measure', description: report });
    console.log(report);

    await page.getByRole('link', { name: 'Открыть заказ' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.orderUuid}$`));
    const ticket = page.getByRole('region', { name: 'Возврат и обмен' }).getByRole('listitem').filter({ hasText: 'Иванов Иван' });
    await expect(ticket).toContainText(`Билет № ${newNumber}`);
    await expect(ticket).toContainText(`Обменян, билет № ${oldNumber} аннулирован`);
    await expect(page.locator('[data-itinerary-receipt]')).toContainText(newNumber);
    await expect(page.locator('[data-itinerary-receipt] [data-void-tickets]')).toContainText(oldNumber);
    await latestMailTo(page.request, apiBase, email, /Новые билеты по заказу/);
  });

  test('a guest returns a ticket through the order link on a phone, axe-clean at 390 and 1280 px', async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('guest-refund');
    const days = 250 + (Date.now() % 40);
    const { order } = await ticketedOrder(page, apiBase, { email, days, fare: 'LIGHT' });
    await page.setViewportSize(PHONE);
    await frame.open(`/avia/orders/${order.orderUuid}/finished`);
    const panel = page.getByRole('region', { name: 'Возврат и обмен' });
    await expect(panel.getByText('Тариф не допускает обмен')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Обменять билет/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'guest order page, 390 px');
    const refundButton = panel.getByRole('button', { name: `Вернуть билет: Иванов Иван, ${ROUTE}` });
    await refundButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Возврат билета' });
    await expect(dialog.getByText('Невозвратный тариф: возвращаются аэропортовые сборы')).toBeVisible();
    await expectNoAxeViolations(page, 'refund dialog, 390 px');
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page, 'refund dialog, 1280 px');
    await dialog.getByRole('button', { name: /^Подтвердить возврат/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Билеты возвращены' })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Иванов Иван' })).toContainText('Возвращён');
    await expect(panel.getByRole('button', { name: /^Вернуть билет/ })).toHaveCount(0);
    const reference = order.orderUuid.slice(0, 8).toUpperCase();
    await latestMailTo(page.request, apiBase, email, new RegExp(`Заявка на возврат по заказу ${reference} принята`));
  });
});
