import { expect, type Locator, type Page } from '@playwright/test';

/** The profile area as a traveller sees it (mf-profile), whichever route is open. */
export class ProfilePage {
  readonly prompt: Locator;
  readonly promptLogin: Locator;
  readonly orders: Locator;
  readonly loaderComplete: Locator;
  readonly loaderError: Locator;
  readonly retry: Locator;

  constructor(readonly page: Page) {
    this.prompt = page.getByRole('heading', { name: 'Войдите, чтобы открыть личный кабинет' });
    this.promptLogin = page.getByRole('main').getByRole('button', { name: 'Вход и регистрация' });
    this.orders = page.getByRole('main').getByRole('article');
    this.loaderComplete = page.getByText('Больше заказов нет.');
    this.loaderError = page.getByText('Не удалось загрузить заказы.');
    this.retry = page.getByRole('main').getByRole('button', { name: 'Повторить' });
  }

  order(route: RegExp | string): Locator {
    return this.orders.filter({ has: this.page.getByRole('link', { name: route }) });
  }

  /** Scrolls the list's end into view until the loader says the list ended (or failed). */
  async scrollToEnd(until: Locator): Promise<void> {
    await expect(async () => {
      await this.page.mouse.wheel(0, 4000);
      await expect(until).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  }
}
