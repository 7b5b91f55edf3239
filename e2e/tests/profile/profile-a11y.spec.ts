import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';
import { apiBaseOf } from '../../support/frame/frame-api';
import { DEMO_ACCOUNT, tokenOf, TravellerApi } from '../../support/profile/profile-api';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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
      expect(await violations(page), 'the sign-in prompt').toEqual([]);

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
        expect(await violations(page), path).toEqual([]);
      }

      // the forms open: a passenger being added, a bad phone
      await frame.open('/profile/passengers');
      await page.getByRole('main').getByRole('button', { name: 'Добавить пассажира' }).click();
      await page.getByRole('main').getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByRole('main').getByText('Обязательное поле').first()).toBeVisible();
      expect(await violations(page), 'passenger form with errors').toEqual([]);
    });
  });
}
