import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { CONTENT_PAGES } from '../../support/content/content-pages';
import { fulfilPage, interceptPageRequest } from '../../support/content/intercept-page-request';

// These journeys answer the page's first API requests in the browser (page.route), which a page the
// server rendered does not make: the browser renders them (the QA switch, e2e/support/fixtures.ts).
test.use({ serverRender: false });

const EXTERNAL_URL = 'https://partner.example/tours';
const BODY = `<p>Ответы собраны в <a href="/wiki">базе знаний</a>, туры — на <a href="${EXTERNAL_URL}">сайте партнёра</a>.</p>`;

/** Marks the running document: a full reload would lose the mark, a client-side navigation keeps it. */
async function markDocument(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
}

async function isSameDocument(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe('content pages: links in the body', () => {
  test('a link to a path of the site navigates client-side, without reloading the page', async ({ page }) => {
    await interceptPageRequest(page, 'help', (route) => fulfilPage(route, { slug: 'help', title: 'Помощь', body: BODY }));
    const content = new ContentPageObject(page);
    await content.open('/help');
    await markDocument(page);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });

    await content.body.getByRole('link', { name: 'базе знаний' }).click();

    await expect(page).toHaveURL(/\/wiki$/);
    await content.settled();
    await content.expectLoaded();
    expect(await isSameDocument(page)).toBe(true);
    expect(documentRequests).toEqual([]);
  });

  test('an external link opens in a new tab with rel="noopener"', async ({ page, context }) => {
    await context.route(`${EXTERNAL_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Партнёр</title><p>Партнёр</p>' }));
    await interceptPageRequest(page, 'help', (route) => fulfilPage(route, { slug: 'help', title: 'Помощь', body: BODY }));
    const content = new ContentPageObject(page);
    await content.open('/help');

    // what a screen reader hears; a sighted reader sees no space before the full stop
    const link = content.body.getByRole('link', { name: 'сайте партнёра (откроется в новой вкладке)', exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    const shown = await link.evaluate((anchor) =>
      Array.from(anchor.childNodes, (node) => (node instanceof Element && node.hasAttribute('data-new-tab-hint') ? '' : node.textContent)).join(''),
    );
    expect(shown).toBe('сайте партнёра');
    await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);

    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(EXTERNAL_URL);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/help$/);
    await popup.close();
  });
});

test.describe('content pages: the frame links to them by their named routes', () => {
  test('the footer links lead to the content pages (product rules §2 footer)', async ({ page }) => {
    await page.goto('/about');
    const content = new ContentPageObject(page);
    await content.settled();
    for (const entry of CONTENT_PAGES.filter((candidate) => candidate.footerLink)) {
      await page.getByRole('contentinfo').getByRole('link', { name: entry.footerLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await content.expectLoaded();
    }
  });

  test('the cookie notice links to the policy page, which opens in a new tab (product rules §2 cookie notice)', async ({ page, context }) => {
    await page.goto('/about');
    await new ContentPageObject(page).settled();
    const notice = page.getByRole('region', { name: /cookie/i });
    const [popup] = await Promise.all([context.waitForEvent('page'), notice.getByRole('link', { name: 'Политикой обработки персональных данных' }).click()]);
    await expect(popup).toHaveURL(/\/policy$/);
    const policy = new ContentPageObject(popup);
    await policy.settled();
    await policy.expectLoaded();
    await popup.close();
  });
});
