import { STORAGE_KEYS } from 'shared/storage-keys';
import { expect, test } from '../../support/fixtures';

// The shell loads the session at start (GET /private/login with the stored token) into the
// shared jotai atoms; a remote page reads the same atom from the shell's store.
test('a session atom written by the shell is read by a remote', async ({ shell, page }) => {
  const email = 'traveller@example.com';
  await page.addInitScript((key) => window.localStorage.setItem(key, 'e2e-token'), STORAGE_KEYS.token);
  await page.route('**/private/login', async (route) => {
    const origin = route.request().headers()['origin'] ?? '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization, content-type, x-xsrf-token',
      'access-control-allow-methods': 'GET, OPTIONS',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return route.fulfill({ status: 200, headers: cors, json: { id: 'u-1', email, phone: null, phoneWithoutCode: null } });
  });

  // mf-profile's page shows the session e-mail it reads from `userAtom` (scaffolding keeps `data-session-email`)
  await shell.goto('/profile/passengers');
  await shell.expectRouteRendered('mf-profile', 'profilePassengers');
  await expect(page.locator('[data-session-email]')).toContainText(email);
});
