import { STORAGE_KEYS } from 'shared/storage-keys';
import { dateAhead } from '../../support/calendar-days';
import { COOKIE_TEXT } from '../../support/frame/frame-page';
import { expect, PHONE, test } from '../../support/fixtures';

import { createOffer } from '../avia/booking-api';

test('the cookie notice shows until "ОК", then stays away for good', async ({ frame, page, context }) => {
  await frame.open('/');
  await expect(frame.cookieNotice).toBeVisible();
  await expect(frame.cookieNotice.locator('p')).toHaveText(COOKIE_TEXT);
  expect(await frame.cookieNotice.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1001');

  // the policy link opens /policy in a new tab
  const policyLink = frame.cookieNotice.getByRole('link', { name: 'Политикой обработки персональных данных' });
  const [policyTab] = await Promise.all([context.waitForEvent('page'), policyLink.click()]);
  await policyTab.waitForLoadState('domcontentloaded');
  expect(new URL(policyTab.url()).pathname).toBe('/policy');
  await policyTab.close();

  await frame.cookieNotice.getByRole('button', { name: 'ОК' }).click();
  await expect(frame.cookieNotice).toBeHidden();
  const consent = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cookieConsent);
  expect(Number.isNaN(Date.parse(consent ?? ''))).toBe(false);

  await page.reload();
  await expect(frame.header).toBeVisible();
  await expect(frame.cookieNotice).toHaveCount(0);
  await page.goto('/about');
  await expect(frame.header).toBeVisible();
  await expect(frame.cookieNotice).toHaveCount(0);
});

// The notice works before any code, on the static frame (a page the browser renders) and on the
// server's page alike; React's frame (drawn, or hydrated) then has none.
for (const serverRender of [false, true]) {
  test.describe(serverRender ? 'a page the server rendered' : 'a page the browser renders', () => {
    test.use({ serverRender });

    test('a first visit sees the cookie notice before the JavaScript, and "ОК" works there too', async ({ page }) => {
      // the shell's bundle never arrives: what shows is the page as it came (the static frame, or the
      // server's page) and the early script
      let bundlesRefused = 0;
      await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => {
        bundlesRefused += 1;
        return route.abort();
      });
      await page.goto('/');
      const staticNotice = page.getByRole('region', { name: 'Уведомление об использовании cookie' });
      await expect(staticNotice).toBeVisible();
      await expect(staticNotice.locator('p')).toHaveText(COOKIE_TEXT);
      await staticNotice.getByRole('button', { name: 'ОК' }).click();
      await expect(staticNotice).toBeHidden();
      const consent = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cookieConsent);
      expect(Number.isNaN(Date.parse(consent ?? ''))).toBe(false);
      // what was clicked was the notice as the page came: the bundle never came
      expect(bundlesRefused).toBeGreaterThan(0);
      expect(await page.evaluate(() => Object.keys(document.querySelector('header')!).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    });

    test('a first visit sees the cookie notice with the first paint, while the shell’s bundle is still on its way', async ({ frame, page }) => {
      // main.js is deferred, so DOMContentLoaded waits for it: the notice must not wait for either
      let releaseBundle = () => {};
      const bundleHeld = new Promise<void>((resolve) => (releaseBundle = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await bundleHeld;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      const staticNotice = page.getByRole('region', { name: 'Уведомление об использовании cookie' });
      await expect(staticNotice).toBeVisible();
      expect(await page.evaluate(() => document.readyState)).toBe('interactive');
      await staticNotice.getByRole('button', { name: 'ОК' }).click();
      await expect(staticNotice).toBeHidden();
      const consent = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cookieConsent);
      expect(Number.isNaN(Date.parse(consent ?? ''))).toBe(false);
      releaseBundle();
      await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('header')!).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
      await expect(page.locator('[data-static-frame]')).toHaveCount(0);
      await expect(frame.header).toBeVisible();
      await expect(frame.cookieNotice).toHaveCount(0);
    });
  });
}

/** Whether the point at the centre of the element's box is the element (or inside it): nothing covers it there. */
const uncoveredAtCentre = (element: Element) => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
};

/** Whether the focused element lies whole above the top edge of the cookie notice (WCAG 2.2 "Focus Not Obscured"). */
const focusClearOfNotice = () => {
  const focused = document.activeElement;
  const notice = document.querySelector('[aria-label="Уведомление об использовании cookie"]');
  if (!focused || focused === document.body || !notice) return `focus on ${focused?.tagName}, notice ${notice ? 'shown' : 'gone'}`;
  const box = focused.getBoundingClientRect();
  const noticeTop = notice.getBoundingClientRect().top;
  return box.bottom <= noticeTop && box.top >= 0 ? 'clear' : `«${focused.textContent}» at ${box.top}–${box.bottom}, the notice from ${noticeTop}`;
};

test.describe('a first visit on a laptop screen: focus never goes under the notice', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a calendar day reached with the arrow keys', async ({ frame, page }) => {
    await frame.open('/');
    await expect(frame.cookieNotice).toBeVisible();
    await page.getByRole('button', { name: 'Туда: открыть календарь' }).focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Туда' });
    await expect(calendar.getByRole('grid')).toHaveCount(2);
    await expect(calendar.getByRole('grid').first().locator(':focus')).toHaveCount(1);
    // down a week at a time into the second month: its first rows are in view at this height, where the notice is
    const secondMonth = calendar.getByRole('grid').last();
    for (let presses = 0; presses < 6 && (await secondMonth.locator(':focus').count()) === 0; presses += 1) await page.keyboard.press('ArrowDown');
    await expect(secondMonth.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(focusClearOfNotice)).toBe('clear');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(focusClearOfNotice)).toBe('clear');
  });

  test('«Перейти к оплате» reached with Tab on the booking page', async ({ frame, page }) => {
    const offer = await createOffer(page, `MOW${dateAhead(24).ddmm}LED1`);
    await frame.open(`/avia/offers/${offer.offerId}`);
    await expect(page.getByRole('heading', { name: 'Данные пассажиров', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(frame.cookieNotice).toBeVisible();
    const pay = page.getByRole('button', { name: 'Перейти к оплате' });
    await page.getByRole('textbox', { name: 'Телефон' }).focus();
    for (let presses = 0; presses < 10 && !(await pay.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(pay).toBeFocused();
    expect(await page.evaluate(focusClearOfNotice)).toBe('clear');
    expect(await pay.evaluate(uncoveredAtCentre)).toBe(true);
  });
});

test.describe('a first visit on a short screen (a laptop at 200% zoom)', () => {
  test.use({ viewport: { width: 1366, height: 450 } });

  test('the notice keeps to a thin band at the bottom', async ({ frame, page }) => {
    await frame.open('/');
    await expect(frame.cookieNotice).toBeVisible();
    const band = await frame.cookieNotice.evaluate((notice) => window.innerHeight - notice.getBoundingClientRect().top);
    expect(band).toBeLessThanOrEqual(page.viewportSize()!.height / 6);
  });
});

test.describe('a first visit on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("the notice leaves the home page's «Найти билеты» and the end of the page uncovered", async ({ frame, page }) => {
    await frame.open('/');
    await expect(frame.cookieNotice).toBeVisible();
    const search = page.getByRole('button', { name: 'Найти билеты' });
    await expect(search).toBeInViewport();
    expect(await search.evaluate(uncoveredAtCentre)).toBe(true);
    // the page is longer by the notice while it shows: the footer's last link can be scrolled above it
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
    await expect(lastFooterLink).toBeInViewport();
    expect(await lastFooterLink.evaluate(uncoveredAtCentre)).toBe(true);
  });

  test("the static frame's notice has the box of the React one, so nothing moves when React takes over", async ({ frame, page }) => {
    const noticeBox = async () => {
      const notice = page.getByRole('region', { name: 'Уведомление об использовании cookie' });
      await expect(notice).toBeVisible();
      return notice.boundingBox();
    };
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/');
    const staticBox = await noticeBox();
    await page.unroute(/\/main\.[0-9a-f]+\.js$/);
    await frame.open('/');
    await expect(page.locator('[data-static-frame]')).toHaveCount(0);
    expect(await noticeBox()).toEqual(staticBox);
  });
});
