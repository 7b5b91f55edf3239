import { STORAGE_KEYS } from 'shared/storage-keys';
import { apiBaseOf, uniqueEmail } from '../../support/frame/frame-api';
import { DESKTOP, expect, test } from '../../support/fixtures';
import { e2eLaunchOptions } from '../../../tooling/chromium.mjs';
import { interceptTelemetry, metrikaCalls, TELEMETRY_KEYS } from '../../support/frame/telemetry-intercept';
import { editRuntimeConfig } from '../../support/runtime-config';

test.use({ viewport: DESKTOP });
// interceptTelemetry answers the document itself (to add the telemetry hosts to its CSP). Chromium
// gives a document that came from no address the public address space, so its requests to the
// loopback API and areas would then wait for a Local Network Access permission prompt nobody can
// answer headless. A real deployment's document comes from the server, so this is the test's own
// artefact: switch those checks off for this file only.
test.use({
  launchOptions: e2eLaunchOptions(['--disable-features=LocalNetworkAccessChecks']),
});
test.setTimeout(60_000);

test('in production: Metrika tag with page views on path changes, Amplitude events in Russian, Sentry without 401', async ({ frame, page }) => {
  const apiBase = await apiBaseOf(page.request);
  const captured = await interceptTelemetry(page, 'production');
  await frame.skipCookieNotice();
  await frame.open('/');

  // the counter loads after first paint, initialised with click map, link tracking and session recording
  await expect.poll(() => captured.metrikaRequests).toContain('https://mc.yandex.ru/metrika/tag.js');
  expect((await metrikaCalls(page))[0]).toEqual([
    TELEMETRY_KEYS.metrikaCounterId,
    'init',
    { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true },
  ]);

  // popup and mode events, then sign-up with the user id as text and one user property
  await frame.openAuthModal();
  const email = uniqueEmail('telemetry');
  await frame.authModal.signUp(email, 'telemetry-password-1');
  await expect(frame.authModal.dialog).toBeHidden();
  // sign-up gives no session (the same answer for a registered address): the person signs in
  await frame.openAuthModal();
  await frame.authModal.logIn(email, 'telemetry-password-1');
  await expect(frame.ordersLink).toBeVisible();
  const userId = await page.evaluate(
    async ({ base, tokenKey }) => {
      const response = await fetch(`${base}/private/login`, { headers: { Authorization: `Bearer ${localStorage.getItem(tokenKey)}` } });
      return ((await response.json()) as { id: string }).id;
    },
    { base: apiBase, tokenKey: STORAGE_KEYS.token },
  );

  await expect
    .poll(() => captured.amplitudeEvents.map((event) => event.event_type), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['Окно открыто', 'Режим изменён', 'Регистрация завершена', 'Окно закрыто', '$identify']));
  // every event also names the release each loaded area ran (the home page's area: its unreleased build)
  const areaReleases = expect.objectContaining({ 'mf-avia': 'dist' });
  expect(captured.amplitudeEvents.find((event) => event.event_type === 'Окно открыто')?.event_properties).toEqual({
    Окно: 'Вход и регистрация',
    area_releases: areaReleases,
  });
  expect(captured.amplitudeEvents.find((event) => event.event_type === 'Режим изменён')?.event_properties).toEqual({
    Режим: 'Регистрация',
    area_releases: areaReleases,
  });
  const signUpDone = captured.amplitudeEvents.find((event) => event.event_type === 'Регистрация завершена')!;
  // the sign-in's identify may go out in a later batch than the events above
  const identifyWithProperties = () => captured.amplitudeEvents.find((event) => event.event_type === '$identify' && event.user_properties?.$set);
  await expect.poll(() => identifyWithProperties() !== undefined, { timeout: 10_000 }).toBe(true);
  const identify = identifyWithProperties()!;
  expect(identify.user_properties!.$set).toEqual({ Авторизован: 'Да' });
  expect(identify.user_id).toBe(String(userId));
  expect(typeof identify.user_id).toBe('string');
  expect(signUpDone).toBeDefined();
  // attribution only: no automatic page views, sessions, form or download events
  expect(captured.amplitudeEvents.filter((event) => /page viewed|session_start|session_end|form|download/i.test(event.event_type))).toEqual([]);

  // a wrong password (401) is logged as an event but never reaches error reporting
  await frame.logoutButton.click();
  await frame.openAuthModal();
  await frame.authModal.logIn(email, 'wrong-password');
  await expect(frame.authModal.alert()).toHaveText('Логин или пароль введены неверно');
  await expect.poll(() => captured.amplitudeEvents.map((event) => event.event_type)).toContain('Ошибка входа');

  // a server failure (500) is reported
  await page.route(`${apiBase}/private/login_check`, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL_ERROR', message: 'e2e: сбой сервера' } },
      headers: { 'access-control-allow-origin': new URL(page.url()).origin, 'access-control-allow-credentials': 'true' },
    }),
  );
  await frame.authModal.dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(frame.authModal.alert()).toHaveText('e2e: сбой сервера');
  await expect
    .poll(() => captured.sentryEvents.flatMap((event) => event.exception?.values?.map((value) => value.value) ?? []), { timeout: 10_000 })
    .toContain('e2e: сбой сервера');
  expect(captured.sentryEvents.flatMap((event) => event.exception?.values?.map((value) => value.value) ?? [])).not.toContain(
    'Логин или пароль введены неверно',
  );
  await frame.authModal.close();

  // page views: one per path change, none when only the query changes
  await page.getByRole('contentinfo').getByRole('link', { name: 'О проекте' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/about?tab=team');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Помощь' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect
    .poll(async () => (await metrikaCalls(page)).filter((call) => call[1] === 'hit').map((call) => new URL(String(call[2])).pathname))
    .toEqual(['/about', '/help']);
});

test('in development: no Metrika even with a counter id, while Amplitude follows its key', async ({ frame, page }) => {
  const captured = await interceptTelemetry(page, 'development');
  await frame.skipCookieNotice();
  await frame.open('/');
  await frame.openAuthModal();
  await expect.poll(() => captured.amplitudeEvents.map((event) => event.event_type), { timeout: 10_000 }).toContain('Окно открыто');
  expect(captured.metrikaRequests).toEqual([]);
  expect(await page.evaluate(() => 'ym' in window)).toBe(false);
});

test('without keys nothing is sent to any third party', async ({ frame, page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (/mc\.yandex\.ru|amplitude\.com|sentry\.io/.test(request.url())) thirdParty.push(request.url());
  });
  await page.route(/mc\.yandex\.ru|amplitude\.com|sentry\.io/, (route) => route.abort());
  // whatever the deployment configures, this test runs it without keys
  await editRuntimeConfig(page, ({ metrikaCounterId, amplitudeApiKey, sentryDsn, ...rest }) => {
    void metrikaCounterId;
    void amplitudeApiKey;
    void sentryDsn;
    return { ...rest, environment: 'production' };
  });
  await frame.skipCookieNotice();
  await frame.open('/');
  await frame.openAuthModal();
  await frame.authModal.close();
  await page.waitForTimeout(1500); // past the idle start and Amplitude's 1 s flush interval
  expect(thirdParty).toEqual([]);
});
