import { expect, test } from '../../support/fixtures';

test('scroll is kept when only the query changes and goes to the top on a new path', async ({ shell, page }) => {
  await shell.goto('/tours');
  await shell.expectRouteRendered('mf-tours', 'tours');
  // make the page long enough to scroll regardless of what the area renders
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 1200);
  });
  await shell.navigateInApp('/tours?nights=7');
  await shell.expectRouteRendered('mf-tours', 'tours');
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);

  await shell.navigateInApp('/tours/wishlist');
  await shell.expectRouteRendered('mf-tours', 'toursWishlist');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
