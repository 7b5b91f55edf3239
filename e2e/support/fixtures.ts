import { test as base, expect } from '@playwright/test';
import { HYDRATION_MISMATCH_NOTE } from 'shared/node';
import { watchCspViolations } from './csp-violations';
import { ShellPage } from './shell-page';
import { FramePage } from './frame/frame-page';

/** The QA switch the shell's server reads (tooling/page-render.mjs): this browser gets pages rendered in the browser only. */
export const BROWSER_RENDER_COOKIE = 'mf_browser_render';

interface PageHealth {
  /** Uncaught exceptions in the page: every test must end with none. */
  pageErrors: string[];
  consoleWarnings: string[];
  preloadErrorCount: () => Promise<number>;
  /** For a test that provokes them on purpose (a hostile body): violations it expects the CSP to report. */
  allowCspViolations: (pattern: RegExp) => void;
}

/**
 * The one `test` of the suite. Page health is automatic: every test, whichever page object it uses,
 * fails on an uncaught error in the page, a Content-Security-Policy violation it did not expect, a
 * second jotai instance, or a server-rendered page that did not hydrate as it came.
 */
export const test = base.extend<{ shell: ShellPage; frame: FramePage; health: PageHealth; serverRender: boolean }>({
  /**
   * Whether the site's server renders the pages this test opens (docs/architecture.md, "Server
   * rendering"). On by default, as a visitor gets them; a journey that steers the first screen's API
   * answers in the browser (`page.route`), which a server-rendered page does not ask for, turns it off.
   */
  serverRender: [true, { option: true }],
  health: [
    async ({ page, serverRender }, use, testInfo) => {
      const baseURL = testInfo.project.use.baseURL;
      if (!serverRender && baseURL) await page.context().addCookies([{ name: BROWSER_RENDER_COOKIE, value: '1', url: baseURL }]);
      const pageErrors: string[] = [];
      const consoleWarnings: string[] = [];
      const cspViolations = await watchCspViolations(page);
      const allowedCspViolations: RegExp[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') consoleWarnings.push(`${message.type()} (${page.url()}): ${message.text()}`);
      });
      await page.addInitScript(() => {
        const counter = window as unknown as { __e2ePreloadErrors: number };
        counter.__e2ePreloadErrors = 0;
        window.addEventListener('preload-error', () => {
          counter.__e2ePreloadErrors += 1;
        });
      });
      await use({
        pageErrors,
        consoleWarnings,
        preloadErrorCount: () => page.evaluate(() => (window as unknown as { __e2ePreloadErrors: number }).__e2ePreloadErrors),
        allowCspViolations: (pattern) => allowedCspViolations.push(pattern),
      });
      if (testInfo.status !== testInfo.expectedStatus && consoleWarnings.length > 0) {
        // why an area did not load (timeout, 404, CORS…) is only in the console
        await testInfo.attach('console warnings and errors', { body: consoleWarnings.join('\n'), contentType: 'text/plain' });
      }
      expect(pageErrors, 'uncaught page errors').toEqual([]);
      expect(
        cspViolations.filter((text) => !allowedCspViolations.some((pattern) => pattern.test(text))),
        'Content-Security-Policy violations',
      ).toEqual([]);
      expect(
        consoleWarnings.filter((text) => text.includes('Detected multiple Jotai instances')),
        'duplicate jotai',
      ).toEqual([]);
      // a server-rendered page the browser could not hydrate as it came (shell/src/boot/hydrate-page.tsx)
      expect(
        consoleWarnings.filter((text) => text.includes(HYDRATION_MISMATCH_NOTE)),
        'hydration mismatches',
      ).toEqual([]);
    },
    { auto: true },
  ],
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  frame: async ({ page }, use) => {
    await use(new FramePage(page));
  },
});

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export { expect };
