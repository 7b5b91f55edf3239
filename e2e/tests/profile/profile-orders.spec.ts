import type { Route } from '@playwright/test';
import { formatRub } from 'shared/node';
import { STORAGE_KEYS } from 'shared/storage-keys';
import { expect, test } from '../../support/fixtures';
import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { DEMO_ACCOUNT, tokenOf, TravellerApi } from '../../support/profile/profile-api';
import { ProfilePage } from '../../support/profile/profile-page';

test.describe('profile orders', () => {
  test.beforeEach(async ({ frame }) => {
    await frame.skipCookieNotice();
  });

  test('the demo account sees its ticketed order and every detail of it', async ({ frame, page, request }) => {
    const apiBase = await apiBaseOf(request);
    const token = await tokenOf(page, apiBase, DEMO_ACCOUNT);
    // The seed books Moscow → Sochi thirty days after the API first started, so its fare depends
    // on the day: the total the page must show is the one the API holds, not a constant.
    const { items } = await (
      await TravellerApi.of(page, apiBase, token)
    ).get<{
      items: { status: string; total: number; directions: { destination: { city: string } }[] }[];
    }>('/profile/orders');
    const seeded = items.find((item) => item.status === 'TICKETED' && item.directions[0]?.destination.city === 'Сочи');
    expect(seeded, 'the demo account holds the seeded Moscow → Sochi order').toBeTruthy();
    await frame.signInWithToken(token);
    const profile = new ProfilePage(page);
    await frame.open('/profile/orders');
    const order = profile.order('Москва — Сочи');
    await expect(order).toContainText('Выписан');
    await expect(order).toContainText(formatRub(seeded!.total));
    await order.getByRole('link', { name: 'Москва — Сочи' }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Москва — Сочи' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Электронные билеты' })).toContainText('№');
    // documents masked: only the last three digits of the passport show
    await expect(page.getByRole('region', { name: 'Пассажиры' })).toContainText(/•+\d{3}/);
  });

  test("45 orders: page by page to 'Больше заказов нет.', a failed page 2 shows the error and 'Повторить' recovers", async ({ frame, page, request }) => {
    test.setTimeout(120_000);
    const apiBase = await apiBaseOf(request);
    const email = uniqueEmail('orders45');
    const token = await createAccount(page, apiBase, email, 'orders-password-45');
    const api = await TravellerApi.of(page, apiBase, token);
    await api.bookOrders(45, email);

    let failPage2 = true;
    await page.route(
      (url) => url.pathname.endsWith('/profile/orders') && url.searchParams.has('cursor'),
      async (route: Route) => {
        if (!failPage2 || route.request().method() !== 'GET') return route.fallback();
        failPage2 = false;
        const origin = route.request().headers()['origin'] ?? '*';
        return route.fulfill({
          status: 503,
          headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
          json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Сервер временно недоступен. Повторите попытку позже.' } },
        });
      },
    );
    await frame.signInWithToken(token);
    const profile = new ProfilePage(page);
    await frame.open('/profile/orders');
    await expect(profile.orders).toHaveCount(20);
    await profile.scrollToEnd(profile.loaderError);
    await expect(profile.orders).toHaveCount(20);

    await profile.retry.click();
    await profile.scrollToEnd(profile.loaderComplete);
    await expect(profile.orders).toHaveCount(45);
    // newest first, each unpaid one offers 'Оплатить' → the booking's submit page
    await profile.orders.first().getByRole('link', { name: 'Оплатить' }).click();
    await expect(page).toHaveURL(/\/avia\/orders\/[0-9a-f-]{36}\/submit$/);
  });

  test('an anonymous visit to /profile/orders → login in the modal → the list appears', async ({ frame, page, request }) => {
    const apiBase = await apiBaseOf(request);
    const email = uniqueEmail('anon');
    const token = await createAccount(page, apiBase, email, 'anon-password-1');
    await (await TravellerApi.of(page, apiBase, token)).bookOrders(1, email);
    await page.context().clearCookies();

    const profile = new ProfilePage(page);
    await frame.open('/profile/orders');
    await expect(profile.prompt).toBeVisible();
    await profile.promptLogin.click();
    await frame.authModal.logIn(email, 'anon-password-1');
    await expect(frame.authModal.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(profile.orders).toHaveCount(1);
    await expect(profile.orders.first()).toContainText('Москва — Санкт-Петербург');
  });

  test('a stored token the API refuses: the sign-in prompt, the token gone, and nothing asked early under it left loading', async ({ frame, page }) => {
    await frame.signInWithToken('guessed-token-0000');
    // The shell's session check is refused and signs the visitor out; nothing asked under that token
    // stays open, so the page's network goes quiet.
    await page.goto('/profile/orders', { waitUntil: 'networkidle', timeout: 10_000 });
    await expect(new ProfilePage(page).prompt).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
  });

  test("another traveller's order is the not-found view; logging out on a profile page brings the prompt back", async ({ frame, page, request }) => {
    const apiBase = await apiBaseOf(request);
    const ownerEmail = uniqueEmail('owner');
    const ownerToken = await createAccount(page, apiBase, ownerEmail, 'owner-password-1');
    const [orderUuid] = await (await TravellerApi.of(page, apiBase, ownerToken)).bookOrders(1, ownerEmail);
    const otherToken = await createAccount(page, apiBase, uniqueEmail('other'), 'other-password-1');

    await frame.signInWithToken(otherToken);
    await frame.open(`/profile/orders/${orderUuid}`);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByText('Москва — Санкт-Петербург')).toHaveCount(0);

    await frame.open('/profile/edit');
    await page.getByRole('main').getByRole('button', { name: 'Выйти' }).click();
    await expect(new ProfilePage(page).prompt).toBeVisible();
  });

  test('buy a paid option → the extra payment page; once paid it shows as paid', async ({ frame, page, request }) => {
    const apiBase = await apiBaseOf(request);
    const email = uniqueEmail('extras');
    const token = await createAccount(page, apiBase, email, 'extras-password-1');
    const api = await TravellerApi.of(page, apiBase, token);
    const [orderUuid] = await api.bookOrders(1, email);
    await api.payOrder(orderUuid!);

    await frame.signInWithToken(token);
    await frame.open(`/profile/orders/${orderUuid}`);
    await page.getByRole('main').getByRole('link', { name: 'Дополнительные услуги', exact: true }).click();
    const seat = page.getByRole('article', { name: 'Выбор места в салоне' });
    await expect(seat).toContainText('590');
    await seat.getByRole('button', { name: 'Выбрать и оплатить' }).click();
    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
    const paymentUuid = new URL(page.url()).pathname.split('/').at(-1)!;

    await api.payExtraPayment(paymentUuid);
    await frame.open(`/profile/orders/${orderUuid}/features`);
    await expect(page.getByRole('article', { name: 'Выбор места в салоне' })).toContainText('Оплачено');
    await expect(page.getByRole('article', { name: 'Выбор места в салоне' }).getByRole('button')).toHaveCount(0);
  });
});
