import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation of the page, across navigations: the site runs
 * under its real CSP (the static server and nginx send it), so a script, style or request the
 * policy forbids fails the test instead of breaking silently in production.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__e2eReportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eReportCspViolation: (text: string) => void }).__e2eReportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}
