import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { expect, test } from '../../support/fixtures';
import { dateAhead } from '../avia/avia-page';

// One page width for every area (the design token --page-max-width): on a wide screen each page's
// content starts and ends where the header's does, whichever team's area draws it.
const WIDE = { width: 1440, height: 900 };

/** Left and right of the content box of the first element under `root` as wide as the page may be. */
async function pageBox(root: import('@playwright/test').Locator) {
  return root.evaluate((container) => {
    const all = [container, ...container.querySelectorAll('*')];
    const box = all.find((element) => getComputedStyle(element).maxWidth === '1200px');
    if (!box) return null;
    const rect = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    return { left: Math.round(rect.left + parseFloat(style.paddingLeft)), right: Math.round(rect.right - parseFloat(style.paddingRight)) };
  });
}

test('on a wide screen every area’s page lines up with the header', async ({ frame, page }) => {
  await page.setViewportSize(WIDE);
  await frame.skipCookieNotice();
  await frame.signInWithToken(await createAccount(page, await apiBaseOf(page.request), uniqueEmail('width'), 'width-password-1'));
  for (const path of ['/', `/search/MOW${dateAhead(20).ddmm}LED1`, '/profile/orders', '/tours', '/tours/hotels/1001']) {
    await frame.open(path);
    await expect(page.locator('[data-area-page]').first()).toBeVisible();
    const header = await pageBox(page.locator('header').first());
    const content = await pageBox(page.locator('main'));
    expect(header, 'the header has the page width').not.toBeNull();
    expect(content, path).toEqual(header);
  }
});
