import { test as base, expect } from '@playwright/test';
import { watchCspViolations } from './csp-violations';
import { ShellPage } from './shell-page';

interface PageHealth {
  /** Uncaught exceptions in the page: every test must end with none. */
  pageErrors: string[];
  consoleWarnings: string[];
  preloadErrorCount: () => Promise<number>;
  /** For a test that provokes them on purpose (a hostile body): violations it expects the CSP to report. */
  allowCspViolations: (pattern: RegExp) => void;
}

export const test = base.extend<{ shell: ShellPage; health: PageHealth }>({
  health: async ({ page }, use, testInfo) => {
    const pageErrors: string[] = [];
    const consoleWarnings: string[] = [];
    const cspViolations = await watchCspViolations(page);
    const allowedCspViolations: RegExp[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') consoleWarnings.push(`${message.type()}: ${message.text()}`);
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
    expect(cspViolations.filter((text) => !allowedCspViolations.some((pattern) => pattern.test(text))), 'Content-Security-Policy violations').toEqual([]);
    expect(consoleWarnings.filter((text) => text.includes('Detected multiple Jotai instances')), 'duplicate jotai').toEqual([]);
  },
  shell: async ({ page, health }, use) => {
    void health; // always collect page health with the shell
    await use(new ShellPage(page));
  },
});

export { expect };
