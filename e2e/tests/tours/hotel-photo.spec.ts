import { type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/*
 * A hotel's large photo is tried at most 3 times (docs/product-rules.md §4), counting every attempt
 * whoever made it: the <img> of the server's HTML (counted by the early script before any bundle) and
 * the area's own photo (shared/src/ui/image-failures.js). Counted as the API sees it: requests for the photo's files.
 */
const HOTEL_PATH = '/tours/hotels/1150';
/** The large photo's files: the WebP widths of its `srcset` and the PNG `src`; not the thumbnails. */
const PHOTO_FILES = /\/tours\/hotels\/1150\/images\/0\/(?:small|small2x|full)\.(?:webp|png)(?:\?|$)/;

/** Answers the photo's requests with `answer(n)` (n from 1): 500, or the real file; counts them. */
async function routePhoto(page: Page, answer: (attempt: number) => 500 | 'file'): Promise<{ photo: number }> {
  const seen = { photo: 0 };
  await page.route(PHOTO_FILES, (route) => {
    seen.photo += 1;
    return answer(seen.photo) === 500 ? route.fulfill({ status: 500, body: '' }) : route.continue();
  });
  return seen;
}

const largePhoto = (page: Page) => page.locator('[data-area-page="mf-tours"] [data-gallery-index] img').first();

for (const serverRender of [true, false]) {
  test.describe(serverRender ? 'rendered on the server' : 'rendered in the browser (the area’s gallery alone)', () => {
    test.use({ serverRender });

    test('a photo that always fails is asked for at most 3 times, then «нет фото» shows in its box', async ({ page }) => {
      const seen = await routePhoto(page, () => 500);
      await page.goto(HOTEL_PATH);
      const photo = largePhoto(page);
      await expect(photo).toHaveAttribute('data-state', 'error', { timeout: 20_000 });
      await expect(photo).toHaveAttribute('alt', /, фото 1 — нет фото$/);
      // the last retry would have come 0.9 s after the third failure
      await page.waitForTimeout(1500);
      expect(seen.photo).toBeGreaterThanOrEqual(1);
      expect(seen.photo, 'requests for the photo').toBeLessThanOrEqual(3);
      if (serverRender) {
        // the server's HTML carries the photo: its first attempt is the document's own <img>, counted too
        // (when it starts depends on the page's stylesheets, which now block the first paint: not asserted)
        const html = await (await page.request.get(HOTEL_PATH)).text();
        expect(html, 'the photo is in the server’s HTML').toMatch(/<img src="[^"]*\/tours\/hotels\/1150\/images\/0\/[^"]+"/);
      }
    });

    test('a photo that fails once, then loads, shows', async ({ page }) => {
      const seen = await routePhoto(page, (attempt) => (attempt === 1 ? 500 : 'file'));
      await page.goto(HOTEL_PATH);
      const photo = largePhoto(page);
      await expect(photo).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
      await expect(photo).toHaveAttribute('alt', /, фото 1$/);
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(seen.photo).toBeGreaterThanOrEqual(2);
      expect(seen.photo).toBeLessThanOrEqual(3);
    });
  });
}
