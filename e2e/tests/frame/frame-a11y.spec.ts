import { expectNoAxeViolations } from '../../support/accessibility';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility of the frame at ${width} width`, () => {
    test.use({ viewport });

    test('no axe violation with the cookie notice shown and the modal closed', async ({ frame, page }) => {
      await frame.open('/about');
      await expect(frame.cookieNotice).toBeVisible();
      await expectNoAxeViolations(page, 'cookie notice shown');
    });

    test('no axe violation with the menu open and with the auth modal open, in each mode', async ({ frame, page }) => {
      // up to four full-page axe runs in one test outlast the default timeout on a busy runner
      test.slow();
      await frame.skipCookieNotice();
      await frame.open('/about');
      if (width === 'phone') {
        await frame.menuButton.click();
        await expectNoAxeViolations(page, 'phone menu open');
        await frame.menuButton.click();
      }
      await frame.openAuthModal();
      await frame.authModal.dialog.getByRole('button', { name: 'Войти', exact: true }).click();
      await expect(frame.authModal.dialog.getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolations(page, 'sign-in mode with errors');
      await frame.authModal.dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expectNoAxeViolations(page, 'sign-up mode');
    });
  });
}
