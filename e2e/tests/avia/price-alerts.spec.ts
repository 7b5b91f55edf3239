// The traveller's side of price alerts (docs/product-rules.md §D Price alerts): «Следить за ценой» on the results page, the
// double opt-in from the outbox, a forced round that finds a lower price, the alert mail, the
// one-click unsubscribe, and the profile's «Подписки на цены». Rounds are forced through the dev
// endpoint `POST /dev/price-alerts/rounds`, as if days later (`asOf`), so prices have moved.
import type { Page } from '@playwright/test';
import { dateAhead } from '../../support/calendar-days';
import { expectNoAxeViolations } from '../../support/accessibility';
import { DESKTOP, expect as baseExpect, PHONE, test } from '../../support/fixtures';
import { apiBaseOf, createAccount, latestMailTo, uniqueEmail } from '../../support/frame/frame-api';
import { TravellerApi } from '../../support/profile/profile-api';
import { AviaPage } from './avia-page';

// A journey through search, mail and rounds on a shared 2-core machine: each step may wait longer than the suite's default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });

const DAY_MS = 86_400_000;
/** Far enough ahead that every forced round below is still before the departure, and fares move on the way. */
const DEPARTURE_DAYS = 60;

/** Moscow → Sochi one way for one adult, `days` ahead: the route the mails name «Москва → Сочи». */
function sochiSearch(days: number): string {
  return `MOW${dateAhead(days).ddmm}AER1`;
}

interface RoundAnswer {
  searches: number;
  checked: number;
  mails: number;
  ended: number;
}

/** A round as if `days` after now; it answers when it is done. */
function forceRound(api: TravellerApi, days: number): Promise<RoundAnswer> {
  return api.post<RoundAnswer>('/dev/price-alerts/rounds', { asOf: daysAhead(days) }, {}, 60_000);
}

/** A moment `days` after now, as the rounds and quotes take it. */
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * A Moscow → Sochi search and the first later day whose round prices it below today's. The moving
 * fares fall on some days of every search, but a fare low today may stay above it for weeks while the
 * trip nears, so the search is picked by the API's dev quotes rather than fixed.
 */
async function searchWithDrop(api: TravellerApi): Promise<{ searchString: string; days: number }> {
  for (const departureDays of [DEPARTURE_DAYS, 52, 68, 45, 75, 83]) {
    const searchString = sochiSearch(departureDays);
    const quote = async (days: number) =>
      (await api.post<{ lowestPrice: number | null }>('/dev/price-alerts/quotes', { searchString, asOf: daysAhead(days) })).lowestPrice;
    const today = await quote(0);
    if (today === null) continue;
    for (let days = 1; days <= 40; days += 1) {
      const later = await quote(days);
      if (later !== null && later < today) return { searchString, days };
    }
  }
  throw new Error('no Moscow → Sochi search whose price falls within 40 days');
}

/** The roubles of «4 450 ₽». */
const roubles = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** «Москва → Сочи, 25 янв: 3 850 ₽ вместо 4 030 ₽» (the figures' spaces are no-break ones). */
const ALERT_SUBJECT = /^Москва → Сочи, \d{1,2} [а-я]+: ([\d\s]+?)\s₽ вместо ([\d\s]+?)\s₽$/;

/** The results of a search, complete: the ±3-day prices are in once the search has ended. */
async function openResults(page: Page, searchString: string): Promise<void> {
  await page.goto(`/search/${searchString}`);
  await expect(new AviaPage(page).results.first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('navigation', { name: 'Цены на соседние даты' })).toBeVisible({ timeout: 45_000 });
}

const watchButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Следить за ценой' });
const controlState = (page: Page) => page.locator('[data-price-alert-status]').getByRole('status');

test.describe('price alerts', () => {
  test.use({ viewport: DESKTOP });

  test('an anonymous traveller subscribes from results, confirms from the mail, gets the drop, unsubscribes in one click, and hears no more', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const apiBase = await apiBaseOf(request);
    const api = await TravellerApi.of(page, apiBase, null);
    const email = uniqueEmail('price-alert');
    const { searchString, days: dropDays } = await searchWithDrop(api);
    await new AviaPage(page).skipCookieNotice();
    await openResults(page, searchString);

    await watchButton(page).click();
    const emailField = page.getByRole('textbox', { name: 'E-mail для уведомлений' });
    await emailField.fill('not-an-address');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(page.getByRole('main').getByText('Укажите корректный email')).toBeVisible();
    await emailField.fill(email);
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(controlState(page), 'the control’s state').toContainText(`Проверьте почту. Мы отправили письмо на ${email}.`, { timeout: 45_000 });

    // a later visit of the same search still knows: waiting for the confirmation
    await openResults(page, searchString);
    await expect(controlState(page), 'the control’s state').toContainText('Подписка ждёт подтверждения', { timeout: 45_000 });

    const confirmation = await latestMailTo(request, apiBase, email, /\/price-alerts\/confirm\//);
    const confirmPath = /\/price-alerts\/confirm\/[^\s"'<>]+/.exec(confirmation.text)![0];
    await page.goto(confirmPath);
    await expect(page.getByText('Подписка подтверждена. Мы напишем, когда цена снизится.')).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться к поиску' }).click();
    await expect(controlState(page), 'the control’s state').toContainText('Вы следите за ценой.', { timeout: 45_000 });

    // a round as if on the first day the price is below the price at subscription
    await forceRound(api, dropDays);
    const mails = await (await request.get(`${apiBase}/dev/outbox`, { params: { to: email } })).json();
    const alert = (mails as { messages: Awaited<ReturnType<typeof latestMailTo>>[] }).messages.find((mail) => ALERT_SUBJECT.test(mail.subject));
    expect(alert, 'a forced round found a lower price and mailed it').toBeDefined();
    const [, newPrice, oldPrice] = ALERT_SUBJECT.exec(alert!.subject)!;
    expect(roubles(newPrice!)).toBeLessThan(roubles(oldPrice!));
    // the first line says the same as the subject; the text links back to the search and to unsubscribe
    expect(alert!.text.split('\n')[0]).toBe(alert!.subject);
    expect(alert!.text).toContain(`/search/${searchString}`);
    const unsubscribePath = /\/price-alerts\/unsubscribe\/[^\s"'<>]+/.exec(alert!.text)![0];

    await page.goto(unsubscribePath);
    await expect(page.getByText('Вы отписались: писем об этой цене больше не будет.')).toBeVisible();
    await openResults(page, searchString);
    await expect(watchButton(page)).toBeVisible();

    // a later round, whatever the price does, sends this address nothing more
    const mailsBefore = ((await (await request.get(`${apiBase}/dev/outbox`, { params: { to: email } })).json()) as { messages: unknown[] }).messages.length;
    await forceRound(api, dropDays + 1);
    const mailsAfter = ((await (await request.get(`${apiBase}/dev/outbox`, { params: { to: email } })).json()) as { messages: unknown[] }).messages.length;
    expect(mailsAfter).toBe(mailsBefore);
  });

  test('a signed-in traveller is subscribed at once, sees the subscription and its chart in the profile, pauses and deletes it', async ({
    page,
    request,
    frame,
  }) => {
    test.setTimeout(180_000);
    const apiBase = await apiBaseOf(request);
    const email = uniqueEmail('price-alert-account');
    const token = await createAccount(page, apiBase, email, 'alert-password-2026');
    await frame.skipCookieNotice();
    await frame.signInWithToken(token);
    const searchString = sochiSearch(DEPARTURE_DAYS - 5);
    await openResults(page, searchString);

    await watchButton(page).click();
    await expect(controlState(page), 'the control’s state').toContainText('Вы следите за ценой.', { timeout: 45_000 });
    await forceRound(await TravellerApi.of(page, apiBase, token), 2);
    await page.getByRole('link', { name: 'Подписки на цены' }).click();

    const card = page.getByRole('article', { name: 'Москва → Сочи' });
    await expect(card).toContainText('1 пассажир · эконом');
    await expect(card).toContainText('Активна');
    await expect(card.getByRole('figure')).toContainText(/Цена при проверках/);
    await expect(card.locator('svg[data-price-chart] polyline')).toBeAttached();
    await expect(card.getByRole('list', { name: 'Цена при каждой проверке' }).getByRole('listitem')).not.toHaveCount(0);

    await card.getByRole('button', { name: 'Приостановить: Москва → Сочи' }).click();
    await expect(card).toContainText('Приостановлена');
    await openResults(page, searchString);
    await expect(controlState(page), 'the control’s state').toContainText('Подписка на цену приостановлена.', { timeout: 45_000 });

    await page.goto('/profile/price-alerts');
    await page.getByRole('button', { name: 'Удалить: Москва → Сочи' }).click();
    await page.getByRole('dialog', { name: 'Удалить подписку?' }).getByRole('button', { name: 'Да, удалить' }).click();
    await expect(page.getByRole('article', { name: 'Москва → Сочи' })).toHaveCount(0);
    await expect(page.getByText(/Вы пока не следите ни за одной ценой/)).toBeVisible();
  });
});

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`price alerts at ${width} width`, () => {
    test.use({ viewport });

    test('no axe violation on the control, the mailed-link pages and «Подписки на цены»; screenshots of the control and the profile section', async ({
      page,
      request,
      frame,
    }, testInfo) => {
      // axe over a page of results takes seconds on a busy 2-core machine, several times here
      test.setTimeout(300_000);
      const apiBase = await apiBaseOf(request);
      await frame.skipCookieNotice();
      const searchString = sochiSearch(DEPARTURE_DAYS - 10);
      await openResults(page, searchString);
      const control = page.locator('main').getByRole('button', { name: 'Следить за ценой' }).locator('..');
      await expectNoAxeViolations(page, 'results with «Следить за ценой»');
      await control.screenshot({ path: testInfo.outputPath(`control-button-${width}.png`) });

      await watchButton(page).click();
      await page.getByRole('button', { name: 'Подписаться' }).click();
      await expect(page.getByRole('main').getByText('Обязательное поле')).toBeVisible();
      await expectNoAxeViolations(page, 'the e-mail form with its message');
      await page.getByRole('textbox', { name: 'E-mail для уведомлений' }).fill(uniqueEmail(`alert-a11y-${width}`));
      await page.getByRole('button', { name: 'Подписаться' }).click();
      await expect(controlState(page), 'the control’s state').toContainText('Проверьте почту.', { timeout: 45_000 });
      await expectNoAxeViolations(page, 'waiting for the confirmation');
      await page.locator('[data-price-alert-status]').screenshot({ path: testInfo.outputPath(`control-pending-${width}.png`) });

      await page.goto('/price-alerts/confirm/not-a-token');
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
      await expectNoAxeViolations(page, 'a dead confirmation link');

      const token = await createAccount(page, apiBase, uniqueEmail(`alert-profile-${width}`), 'alert-password-2026');
      const traveller = await TravellerApi.of(page, apiBase, token);
      await traveller.post('/price-alerts', { searchString });
      await forceRound(traveller, 2);
      await frame.signInWithToken(token);
      await page.goto('/profile/price-alerts');
      await expect(page.getByRole('article', { name: 'Москва → Сочи' })).toBeVisible();
      await expectNoAxeViolations(page, '«Подписки на цены»');
      await page.getByRole('main').screenshot({ path: testInfo.outputPath(`profile-price-alerts-${width}.png`) });
    });
  });
}
