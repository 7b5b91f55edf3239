import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';

const BLOCKING = new Set(['serious', 'critical']);

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility of the frame at ${width} width`, () => {
    test.use({ viewport });

    async function blockingViolations(page: import('@playwright/test').Page) {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      return results.violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }

    test('no serious or critical violation with the cookie notice and the modal closed', async ({ frame, page }) => {
      await frame.open('/about');
      await expect(frame.cookieNotice).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('no serious or critical violation with the auth modal open, in each mode', async ({ frame, page }) => {
      await frame.skipCookieNotice();
      await frame.open('/about');
      if (width === 'phone') {
        await frame.menuButton.click();
        expect(await blockingViolations(page)).toEqual([]);
        await frame.menuButton.click();
      }
      await frame.openAuthModal();
      await frame.authModal.dialog.getByRole('button', { name: 'Войти', exact: true }).click();
      await expect(frame.authModal.dialog.getByRole('alert').first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await frame.authModal.dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
