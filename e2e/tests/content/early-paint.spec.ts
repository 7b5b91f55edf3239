import { e2eLaunchOptions } from '../../../tooling/chromium.mjs';
import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { editRuntimeConfig } from '../../support/runtime-config';

// editRuntimeConfig answers the document itself: see support/runtime-config.ts for this switch.
test.use({ launchOptions: e2eLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

// A first visit to an info page shows its text before any code has arrived: the server renders the
// whole page, frame and area (docs/architecture.md#server-rendering); the shell's code hydrates the
// frame, and the area's code hydrates its page later, each taking over the elements already on screen.
test.describe('content pages: the text before the code', () => {
  test.use({ serverRender: true });

  test('/about is readable before any code, and the shell and then the area take over the same elements', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('cookie_consent', new Date().toISOString());
      const shifts: number[] = ((window as unknown as { __layoutShifts: number[] }).__layoutShifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the content area's code waits until the test lets it through
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/remoteEntry.js'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    // the area is held on purpose for as long as the test needs: the shell must not give up on it first
    await editRuntimeConfig(page, (config) => ({ ...config, remoteLoadTimeoutMs: 60_000 }));
    // the shell's code, too: first the page as the server sent it
    let releaseShell!: () => void;
    const shellReleased = new Promise<void>((resolve) => (releaseShell = resolve));
    await page.route(
      (url) => /^\/main\.[0-9a-f]+\.js$/.test(url.pathname),
      async (route) => {
        await shellReleased;
        await route.continue();
      },
    );
    const layoutShift = () => page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0));
    // React marks the elements it owns with its own keys: how the test sees which code has taken one over
    const takenOverByReact = (selector: string) =>
      page.evaluate((found) => {
        const element = document.querySelector(found);
        return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber$')) : null;
      }, selector);

    // 'commit': the held shell script is deferred, so DOMContentLoaded waits for it
    await page.goto('/about', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const firstParagraph = main.getByText(/^Мы помогаем путешественникам из России/);
    await expect(main.getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
    await expect(firstParagraph).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Что мы умеем' })).toBeVisible();
    const painted = await firstParagraph.boundingBox();
    await firstParagraph.evaluate((element) => ((window as unknown as { __served: Element }).__served = element));
    const stillServed = () => firstParagraph.evaluate((element) => element === (window as unknown as { __served: Element }).__served);
    expect(await takenOverByReact('header')).toBe(false);
    releaseShell();

    // the shell hydrates the frame (its login button opens the form) while the area's page stays as served
    await expect.poll(() => takenOverByReact('header')).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: /Вход/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await stillServed()).toBe(true);
    expect(await takenOverByReact('[data-area-page="mf-content"] h1')).toBe(false);
    const shiftBefore = await layoutShift();

    // the area's code arrives and hydrates its page: the same elements, where they were
    release();
    await expect.poll(() => takenOverByReact('[data-area-page="mf-content"] h1')).toBe(true);
    expect(await stillServed()).toBe(true);
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await firstParagraph.boundingBox()).toEqual(painted);
    expect(await layoutShift()).toBeCloseTo(shiftBefore, 4);
  });

  test('a page opened by a link inside the site is not painted twice: the area renders it as always', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie_consent', new Date().toISOString()));
    await page.goto('/about');
    const content = new ContentPageObject(page);
    await content.expectLoaded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Помощь' }).click();
    await expect(content.title).toHaveText('Помощь');
    await page.getByRole('contentinfo').getByRole('link', { name: 'О проекте' }).click();
    await expect(content.title).toHaveText('О проекте');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
