import { expectNoAxeViolations } from '../../support/accessibility';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';
import { apiBaseOf, createAccount, latestMailTo, uniqueEmail } from '../../support/frame/frame-api';
import { apiGet, apiPost, bookOrder, payOrderInSandbox } from './payment-api';
import { acquirerPress, payButton } from './payment-page';

const PASSWORD = 'e2e-password-2025';

test.describe('paying for a flight order', () => {
  test.beforeEach(async ({ frame }) => {
    await frame.skipCookieNotice();
  });

  test('guest pays by card in the sandbox, sees the tickets, gets the mail and is invited to sign up', async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('card');
    const order = await bookOrder(page, apiBase, email);
    await frame.open(`/avia/orders/${order.orderUuid}/submit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|2\d:\d\d)$/);
    await payButton(page).click();
    await acquirerPress(page, 'Оплатить');
    await expect(page).toHaveURL(new RegExp(`/avia/orders/${order.orderUuid}/finished$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Пассажиры' }).getByRole('row', { name: /Иванов Иван Иванович/ });
    await expect(row).toContainText(/421\d{10}/);
    await expect(row).toContainText('3456');
    await expect(row).not.toContainText('4510123456');
    await expect(page.getByText(`Маршрутная квитанция и билеты отправлены на ${email}.`)).toBeVisible();
    const reference = order.orderUuid.slice(0, 8).toUpperCase();
    await expect(page.getByText(`Номер заказа: ${reference}`)).toBeVisible();
    const mail = await latestMailTo(page.request, apiBase, email, /Билеты по заказу/);
    expect(mail.subject).toBe(`Билеты по заказу ${reference}`);
    expect(mail.text).toMatch(/421\d{10}/);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(frame.authModal.dialog.getByLabel('E-mail:')).toHaveValue(email);
  });

  test('a double click on pay makes one payment attempt', async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const order = await bookOrder(page, apiBase, uniqueEmail('double'));
    const payCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/flights/orders/${order.orderUuid}/payments`))
        payCalls.push(request.headers()['idempotency-key'] ?? '');
    });
    await frame.open(`/avia/orders/${order.orderUuid}/submit`);
    await payButton(page).dblclick();
    await expect(page).toHaveURL(/\/sandbox\/acquirer\//);
    expect(payCalls).toHaveLength(1);
    expect(payCalls[0]).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
  });

  test('a declined card says so and paying again succeeds', async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const order = await bookOrder(page, apiBase, uniqueEmail('declined'));
    await frame.open(`/avia/orders/${order.orderUuid}/submit`);
    await payButton(page).click();
    await acquirerPress(page, 'Отказ');
    await expect(page).toHaveURL(new RegExp(`/avia/orders/${order.orderUuid}/submit\\?payment=failed$`));
    await expect(page.getByRole('alert')).toContainText('Оплата не прошла: банк отклонил платёж');
    await payButton(page).click();
    await acquirerPress(page, 'Оплатить');
    await expect(page.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeVisible();
  });

  test('signed-in traveller pays by SBP in the sandbox and finds the order in the profile', async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('sbp');
    const token = await createAccount(page, apiBase, email, PASSWORD);
    const order = await bookOrder(page, apiBase, email, { token });
    await frame.signInWithToken(token);
    await frame.open(`/avia/orders/${order.orderUuid}/submit`);
    await page.getByRole('radio', { name: 'СБП (QR-код)' }).check();
    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/avia/orders/${order.orderUuid}/qrpayment$`));
    await expect(page.getByRole('img', { name: 'QR-код для оплаты через СБП' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ждём подтверждения оплаты' })).toBeVisible();
    await page.getByRole('button', { name: 'Я оплатил' }).click();
    await expect(page).toHaveURL(new RegExp(`/avia/orders/${order.orderUuid}/finished$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Открыть заказ в личном кабинете' })).toHaveAttribute('href', `/profile/orders/${order.orderUuid}`);
    const orders = await apiGet(page, apiBase, '/profile/orders', token);
    expect((orders.items as { orderUuid: string; status: string }[]).find((item) => item.orderUuid === order.orderUuid)?.status).toBe('TICKETED');
  });

  test('an extra payment for a bought option is paid by card and ends on the success page', async ({ page, frame }) => {
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('extra');
    const token = await createAccount(page, apiBase, email, PASSWORD);
    const order = await bookOrder(page, apiBase, email, { token });
    await payOrderInSandbox(page, apiBase, order.orderUuid, token);
    const payment = await apiPost(page, apiBase, `/profile/orders/${order.orderUuid}/options`, { code: 'SMS' }, token);
    // a payment of an account's order answers only to its owner
    await frame.signInWithToken(token);
    await frame.open(`/payments/${payment.paymentUuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Оплата дополнительной услуги' })).toBeVisible();
    await expect(page.getByText('SMS-информирование')).toBeVisible();
    await payButton(page).click();
    await acquirerPress(page, 'Оплатить');
    await expect(page).toHaveURL(new RegExp(`/payments/${payment.paymentUuid}/success$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Оплата прошла успешно' })).toBeVisible();
  });

  test('an unknown order and an unknown payment show the not-found view', async ({ page, frame }) => {
    await frame.open('/avia/orders/00000000-0000-4000-8000-000000000000/finished');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await frame.open('/payments/not-a-uuid');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  });
});

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`payment pages pass axe at ${width} width`, () => {
    test.use({ viewport });

    test('submit, QR, finished and extra payment pages have no violations', async ({ page, frame }, testInfo) => {
      // Four axe runs on a busy shared machine take longer than one journey.
      test.setTimeout(120_000);
      await frame.skipCookieNotice();
      const apiBase = await apiBaseOf(page.request);
      const email = uniqueEmail(`axe-${width}`);
      const token = await createAccount(page, apiBase, email, PASSWORD);
      const order = await bookOrder(page, apiBase, email, { token });
      await frame.signInWithToken(token);
      const shot = async (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });

      await frame.open(`/avia/orders/${order.orderUuid}/submit`);
      await expect(payButton(page)).toBeVisible();
      await expectNoAxeViolations(page, 'submit page');
      await shot('submit');

      await page.getByRole('radio', { name: 'СБП (QR-код)' }).check();
      await payButton(page).click();
      await expect(page.getByRole('img', { name: 'QR-код для оплаты через СБП' })).toBeVisible();
      await expectNoAxeViolations(page, 'qr page');
      await shot('qr');

      await page.getByRole('button', { name: 'Я оплатил' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeVisible();
      await expectNoAxeViolations(page, 'finished page');
      await shot('finished');

      const payment = await apiPost(page, apiBase, `/profile/orders/${order.orderUuid}/options`, { code: 'SMS' }, token);
      await frame.open(`/payments/${payment.paymentUuid}`);
      await expect(payButton(page)).toBeVisible();
      await expectNoAxeViolations(page, 'extra page');
      await shot('extra');
    });
  });
}
