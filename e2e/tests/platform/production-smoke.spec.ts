import { FramePage } from '../../support/frame/frame-page';
import { expect, test } from '../../support/fixtures';

// The smallest journey that proves a deployment serves the site: every area loads under the
// site's CSP (the page-health fixture fails on a violation), the API answers through the same
// origin or its own, and a sign-in through the modal works. The production-topology test runs it
// through nginx (`--grep @smoke`); the full suite runs it against the local platform too.
const DEMO = { email: 'demo@example.ru', password: 'demo-password-2025' };

test.describe('@smoke a deployment serves the site', () => {
  test('home page: the frame and the flights area render', async ({ page, health }) => {
    const frame = new FramePage(page);
    await frame.skipCookieNotice();
    await frame.open('/');
    await expect(frame.loginEntry).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await health.preloadErrorCount()).toBe(0);
  });

  test('about page: a content page renders with its title', async ({ page }) => {
    const frame = new FramePage(page);
    await frame.skipCookieNotice();
    await frame.open('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('sign in with the demo account through the modal', async ({ page }) => {
    test.setTimeout(60_000); // one OWASP-cost password hashing on a busy machine
    const frame = new FramePage(page);
    await frame.skipCookieNotice();
    await frame.open('/');
    await frame.openAuthModal();
    await frame.authModal.logIn(DEMO.email, DEMO.password);
    await expect(frame.authModal.dialog).toBeHidden({ timeout: 30_000 });
    await expect(frame.ordersLink).toBeVisible();
  });
});
