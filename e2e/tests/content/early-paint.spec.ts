import { e2eLaunchOptions } from '../../../tooling/chromium.mjs';
import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { editRuntimeConfig } from '../../support/runtime-config';

// editRuntimeConfig answers the document itself: see support/runtime-config.ts for this switch.
test.use({ launchOptions: e2eLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

// A first visit to an info page shows its text before the content area's code has arrived: the server
// renders the area's page into the static frame (docs/architecture.md#server-rendering), the shell
// carries it into the React frame, and the area's page takes its place without anything on screen moving.
test.describe('content pages: the text before the code', () => {
  test.use({ serverRender: true });

  test('/about is readable while mf-content is still loading, and nothing moves when the area takes over', async ({ page }) => {
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
    // The shell's code, too: this test is about the text the static frame shows being carried into the
    // React frame, before the shell's code has run.
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

    // 'commit': the held shell script is deferred, so DOMContentLoaded waits for it
    await page.goto('/about', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const firstParagraph = main.getByText(/^Мы помогаем путешественникам из России/);
    await expect(main.getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
    await expect(firstParagraph).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Что мы умеем' })).toBeVisible();
    const content = new ContentPageObject(page);
    // the area's page drawn by the server: the area's code has not run (the shell marks what it renders)
    const renderedInBrowser = page.locator('[data-area-page="mf-content"]');
    await expect(renderedInBrowser).toHaveCount(0);
    releaseShell();

    // the React frame replaces the static one (its header has the login button) and keeps the text
    await expect(page.getByRole('banner').getByRole('button', { name: /Вход/ })).toBeVisible();
    await expect(page.locator('[data-static-frame]')).toHaveCount(0);
    await expect(firstParagraph).toBeVisible();
    await expect(renderedInBrowser).toHaveCount(0);
    const painted = await firstParagraph.boundingBox();
    const shiftBefore = await layoutShift();

    release();
    await content.expectLoaded();
    await expect(content.title).toHaveText('О проекте');
    await expect(page.locator('[data-early-page]')).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    // the area's own paragraph, where the painted one was
    const rendered = await content.body.getByText(/^Мы помогаем путешественникам из России/).boundingBox();
    expect(rendered).toEqual(painted);
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
    await expect(page.locator('[data-early-page]')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
