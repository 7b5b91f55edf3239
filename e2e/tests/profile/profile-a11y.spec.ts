import { expectNoAxeViolations } from '../../support/accessibility';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';
import { apiBaseOf } from '../../support/frame/frame-api';
import { DEMO_ACCOUNT, tokenOf, TravellerApi } from '../../support/profile/profile-api';

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility of the profile at ${width} width`, () => {
    test.use({ viewport });

    test('no axe violation on any profile page, signed in (demo account) and anonymous', async ({ frame, page, request }) => {
      test.setTimeout(90_000);
      const apiBase = await apiBaseOf(request);
      const token = await tokenOf(page, apiBase, DEMO_ACCOUNT);
      const api = await TravellerApi.of(page, apiBase, token);
      const { items } = await api.get<{ items: { orderUuid: string; status: string; directions: { destination: { city: string } }[] }[] }>('/profile/orders');
      // the seeded Moscow → Sochi order: the booking journeys (tests/journeys) add newer ticketed orders to the demo account
      const ticketed = items.find((order) => order.status === 'TICKETED' && order.directions[0]?.destination.city === 'Сочи')!;
      await frame.skipCookieNotice();

      await frame.open('/profile/orders');
      await expect(page.getByRole('heading', { name: 'Войдите, чтобы открыть личный кабинет' })).toBeVisible();
      await expectNoAxeViolations(page, 'the sign-in prompt');

      await frame.signInWithToken(token);
      const pages: [string, string][] = [
        ['/profile', 'Мои заказы'],
        ['/profile/orders', 'Мои заказы'],
        [`/profile/orders/${ticketed.orderUuid}`, 'Москва — Сочи'],
        [`/profile/orders/${ticketed.orderUuid}/features`, 'Дополнительные услуги'],
        ['/profile/passengers', 'Сохранённые пассажиры'],
        ['/profile/edit', 'Мои данные'],
      ];
      for (const [path, heading] of pages) {
        await frame.open(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page, path);
      }

      // the forms open: a passenger being added, a bad phone
      await frame.open('/profile/passengers');
      await page.getByRole('main').getByRole('button', { name: 'Добавить пассажира' }).click();
      await page.getByRole('main').getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByRole('main').getByText('Обязательное поле').first()).toBeVisible();
      await expectNoAxeViolations(page, 'passenger form with errors');
    });
  });
}
