import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { HOSTILE_BODY } from '../../support/content/hostile-markup';
import { fulfilPage, interceptPageRequest } from '../../support/content/intercept-page-request';

// These journeys answer the page's first API requests in the browser (page.route), which a page the
// server rendered does not make: the browser renders them (the QA switch, e2e/support/fixtures.ts).
test.use({ serverRender: false });

// The API sanitises bodies too, so a hostile page cannot be seeded through it: the browser's
// request is answered with hostile HTML instead, which tests the front end's own sanitising.
test.describe('content pages: an untrusted body never runs script', () => {
  test('script, event handlers, javascript: links and friends stay inert', async ({ page, health }) => {
    // DOMPurify parses the body in an inert document before removing its handlers; Chromium still
    // reports those inline handlers to the site's CSP. Blocked, never run: the policy at work.
    health.allowCspViolations(/^script-src-attr blocked inline /);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await interceptPageRequest(page, 'about', (route) => fulfilPage(route, { slug: 'about', title: 'О проекте', body: HOSTILE_BODY }));
    const content = new ContentPageObject(page);
    await content.open('/about');
    await content.expectLoaded();

    // The harmless parts are still there…
    await expect(content.body.getByRole('heading', { level: 2, name: 'Безопасный раздел' })).toBeVisible();
    await expect(content.body.getByText('Этот текст должен остаться.')).toBeVisible();
    // …the dangerous ones are gone from the live page, not just hidden.
    expect(await content.body.locator('script, iframe, form, style, meta, svg, [onerror], [onload], [ontoggle]').count()).toBe(0);
    const hrefs = await content.body.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /javascript:/i.test(href))).toEqual([]);

    // Clicking the defused link goes nowhere and runs nothing.
    const before = page.url();
    await content.body.getByText('Ссылка со скриптом').click();
    await page.waitForTimeout(300); // a handler or a late-loading image would have fired by now
    expect(page.url()).toBe(before);

    expect(await page.evaluate(() => (window as { __contentXss?: string[] }).__contentXss ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
    await expect(page.locator('body')).toBeVisible(); // the <style> did not hide the site
  });
});
