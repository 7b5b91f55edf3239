import { apiBaseOf, createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { dateAhead } from '../../support/calendar-days';
import { expect, test } from '../../support/fixtures';

// One page width for every area (the design token --page-max-width): on a wide screen each page's
// content starts and ends where the header's does, whichever team's area draws it, its not-found view too.
const WIDE = { width: 1440, height: 900 };

/**
 * Left and right of the content box of the first element under `root` whose max-width is `maxWidth`
 * (any bounded one when not given), and that max-width.
 */
async function pageBox(root: import('@playwright/test').Locator, maxWidth?: string) {
  return root.evaluate((container, wanted) => {
    const all = [container, ...container.querySelectorAll('*')];
    const box = all.find((element) => {
      const width = getComputedStyle(element).maxWidth;
      return wanted ? width === wanted : width !== 'none' && width.endsWith('px');
    });
    if (!box) return null;
    const rect = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    return {
      left: Math.round(rect.left + parseFloat(style.paddingLeft)),
      right: Math.round(rect.right - parseFloat(style.paddingRight)),
      maxWidth: style.maxWidth,
    };
  }, maxWidth);
}

test('on a wide screen every area’s page lines up with the header', async ({ frame, page }) => {
  await page.setViewportSize(WIDE);
  await frame.skipCookieNotice();
  await frame.signInWithToken(await createAccount(page, await apiBaseOf(page.request), uniqueEmail('width'), 'width-password-1'));
  const notFound = ['/tours/hotels/987654321', '/avia/orders/00000000-0000-4000-8000-000000000000/submit'];
  for (const path of ['/', `/search/MOW${dateAhead(20).ddmm}LED1`, '/profile/orders', '/tours', '/tours/hotels/1001', ...notFound]) {
    await frame.open(path);
    await expect(page.locator('[data-area-page]').first()).toBeVisible();
    // a not-found view is drawn once its area has asked (its loading state before it has no page box yet)
    if (notFound.includes(path)) await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    // the header's own width, not a copy of the token's value
    const header = await pageBox(page.locator('header').first());
    expect(header, 'the header has a page width').not.toBeNull();
    const content = await pageBox(page.locator('main'), header!.maxWidth);
    expect(content, path).toEqual(header);
  }
});
