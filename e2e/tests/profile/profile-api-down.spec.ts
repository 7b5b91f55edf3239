import { expect, test } from '../../support/fixtures';
import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';

// A signed-in traveller whose session check cannot reach the API is not signed out: the header keeps
// the signed-in entry, the profile shows the site's network failure with «Повторить», and the token stays.
test('with the API down a signed-in traveller sees «Повторить», not the sign-in prompt, and the profile opens once it is back', async ({
  frame,
  page,
  request,
}) => {
  const apiBase = await apiBaseOf(request);
  await frame.skipCookieNotice();
  await frame.signInWithToken(await createAccount(page, apiBase, uniqueEmail('api-down'), 'api-down-password-1'));
  let apiDown = true;
  await page.route(`${apiBase}/**`, (route) => (apiDown ? route.abort('connectionrefused') : route.fallback()));

  const main = page.getByRole('main');
  for (const path of ['/profile/passengers', '/profile/orders', '/profile/price-alerts']) {
    await frame.open(path);
    await expect(main.getByRole('alert')).toContainText('Нет связи с сервером');
    await expect(main.getByRole('heading', { name: 'Войдите, чтобы открыть личный кабинет' })).toHaveCount(0);
    await expect(frame.header.getByRole('link', { name: 'Мои Заказы' })).toBeVisible();
    await expect(frame.loginEntry).toHaveCount(0);
  }

  apiDown = false;
  await main.getByRole('button', { name: 'Повторить' }).click();
  await expect(main.getByRole('navigation', { name: 'Разделы кабинета' })).toBeVisible();
  await expect(main.getByText(/Нет связи с сервером/)).toHaveCount(0);
});
