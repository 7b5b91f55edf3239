import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';

test.describe('"Мои Заказы" for a signed-in customer', () => {
  test.beforeEach(async ({ frame, page }) => {
    const apiBase = await apiBaseOf(page.request);
    const token = await createAccount(page, apiBase, uniqueEmail('orders'), 'orders-password-1');
    await frame.skipCookieNotice();
    await frame.signInWithToken(token);
  });

  test('on desktop goes to the order list', async ({ frame, page }) => {
    await page.setViewportSize(DESKTOP);
    await frame.open('/');
    await expect(frame.ordersLink).toHaveAttribute('href', '/profile/orders');
    await frame.ordersLink.click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
  });

  test('on a phone goes to the profile main page', async ({ frame, page }) => {
    await page.setViewportSize(PHONE);
    await frame.open('/');
    await frame.menuButton.click();
    const orders = frame.mobileMenu.getByRole('link', { name: 'Мои Заказы' });
    await expect(orders).toHaveAttribute('href', '/profile');
    await orders.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(frame.mobileMenu).toHaveCount(0);
  });
});

test('a visitor sees "Вход и регистрация", and a spinner never sticks', async ({ frame }) => {
  await frame.skipCookieNotice();
  await frame.open('/');
  await expect(frame.loginEntry).toBeVisible();
  await expect(frame.header.getByRole('status', { name: 'Загружаем профиль' })).toHaveCount(0);
});
