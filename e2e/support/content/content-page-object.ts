import { expect, type Locator, type Page } from '@playwright/test';

/** A content page as a visitor sees it: the shell's frame around mf-content's page. */
export class ContentPageObject {
  readonly area: Locator;
  readonly article: Locator;
  readonly title: Locator;
  readonly body: Locator;
  readonly retryButton: Locator;
  readonly failure: Locator;
  readonly loading: Locator;

  constructor(readonly page: Page) {
    this.area = page.locator('[data-area="content"]');
    this.article = this.area.locator('article');
    this.title = this.area.getByRole('heading', { level: 1 });
    this.body = this.area.locator('[data-content-body]');
    this.retryButton = this.area.getByRole('button', { name: 'Повторить' });
    this.failure = this.area.getByRole('alert');
    this.loading = this.area.getByRole('status');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.settled();
  }

  /** Waits until the page shows a result: the page, the not-found view or the failure with 'Повторить'. */
  async settled(): Promise<void> {
    await expect(this.title.or(this.retryButton).first()).toBeVisible({ timeout: 15_000 });
  }

  /** The page is shown with a non-empty title; returns the title text. */
  async expectLoaded(): Promise<string> {
    await expect(this.article).toBeVisible();
    const title = (await this.title.innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    expect(title).not.toBe('Страница не найдена');
    return title;
  }
}
