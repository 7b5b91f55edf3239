import { expect, type Locator, type Page } from '@playwright/test';
import type { Owner, RemoteName, RouteName } from './route-samples';

export const REMOTE_FAILED_MESSAGE = 'Не удалось загрузить раздел. Проверьте подключение и попробуйте ещё раз.';

/** The shell as a person and the e2e suite see it: frame, routed page, per-area fallback. */
export class ShellPage {
  readonly header: Locator;
  readonly footer: Locator;
  readonly fallback: Locator;
  readonly retryButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.locator('footer').first();
    this.fallback = page.getByText(REMOTE_FAILED_MESSAGE);
    this.retryButton = page.getByRole('button', { name: 'Повторить' });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /** The shell marks each routed page with the area that rendered it (shell/src/router/app-routes.tsx). */
  routedPage(owner: Owner, routeName: RouteName): Locator {
    return this.page.locator(`[data-area-page="${owner}"][data-route-name="${routeName}"]`);
  }

  async expectRouteRendered(owner: Owner, routeName: RouteName): Promise<void> {
    await expect(this.routedPage(owner, routeName)).toBeAttached();
    await expect(this.fallback).toHaveCount(0);
  }

  /**
   * Client-side navigation exactly as a router link does it (history + popstate), without
   * depending on which links an area's page happens to show. It waits for React to have taken over
   * the page the server sent: an address changed before the router starts would be hydrated as the
   * server's HTML of another page (a hydration mismatch no visitor can cause: a link followed that
   * early is an ordinary page load).
   */
  async navigateInApp(url: string): Promise<void> {
    await expectAppTookOver(this.page);
    await this.page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, url);
  }

  /** Marks the document so a test can prove a navigation did not reload the page. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark = true;
    });
  }

  async expectSameDocument(): Promise<void> {
    expect(await this.page.evaluate(() => (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark)).toBe(true);
  }

  async expectFrameVisible(): Promise<void> {
    await expect(this.header).toBeVisible();
    await expect(this.footer).toBeAttached();
  }

  /** Reads the deployed registry, so routing rules follow the deployment instead of fixed ports. */
  async manifestUrlOf(remote: RemoteName): Promise<string> {
    const response = await this.page.request.get('/remotes.json');
    const registry = (await response.json()) as { remotes: Record<string, string> };
    const url = registry.remotes[remote];
    if (!url) throw new Error(`/remotes.json has no entry for ${remote}`);
    return url;
  }
}

/**
 * Waits until the shell's router runs (React owns #root: bootstrap.tsx creates the router first) and
 * every routed page the server rendered is hydrated (React keeps its props on the elements it owns).
 */
export async function expectAppTookOver(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const ownedBy = (node: Element | null, prefix: string) => node !== null && Object.keys(node).some((key) => key.startsWith(prefix));
          const pages = Array.from(document.querySelectorAll('[data-area-page]'));
          return ownedBy(document.getElementById('root'), '__reactContainer$') && pages.every((node) => ownedBy(node, '__reactProps$'));
        }),
      { timeout: 20_000, message: 'the shell took the page over' },
    )
    .toBe(true);
}
