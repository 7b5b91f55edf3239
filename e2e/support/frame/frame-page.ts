import { expect, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from 'shared/storage-keys';

export const COOKIE_TEXT =
  'Мы используем Cookie, чтобы сайт работал правильно. Продолжая использовать сайт, вы соглашаетесь с Политикой обработки персональных данных.';

/** The shared frame as a person sees it: header, mobile menu, cookie notice, auth modal. */
export class FramePage {
  readonly header: Locator;
  readonly loginEntry: Locator;
  readonly ordersLink: Locator;
  readonly logoutButton: Locator;
  readonly menuButton: Locator;
  readonly mobileMenu: Locator;
  readonly cookieNotice: Locator;
  readonly authModal: AuthModalObject;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.loginEntry = this.header.getByRole('button', { name: 'Вход и регистрация' });
    this.ordersLink = this.header.getByRole('link', { name: 'Мои Заказы' });
    this.logoutButton = this.header.getByRole('button', { name: 'Выйти' });
    this.menuButton = this.header.getByRole('button', { name: /меню/ });
    this.mobileMenu = page.getByRole('navigation', { name: 'Меню сайта' });
    this.cookieNotice = page.getByRole('region', { name: 'Уведомление об использовании cookie' });
    this.authModal = new AuthModalObject(page);
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  /** Consents to cookies before the page loads, for tests that are not about the notice. */
  async skipCookieNotice(): Promise<void> {
    await this.page.addInitScript((key) => window.localStorage.setItem(key, new Date().toISOString()), STORAGE_KEYS.cookieConsent);
  }

  async signInWithToken(token: string): Promise<void> {
    await this.page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: STORAGE_KEYS.token, value: token });
  }

  async openAuthModal(): Promise<void> {
    if (await this.menuButton.isVisible()) {
      await this.menuButton.click();
      await this.mobileMenu.getByRole('button', { name: 'Вход и регистрация' }).click();
    } else {
      await this.loginEntry.click();
    }
    await expect(this.authModal.dialog).toBeVisible();
  }
}

export class AuthModalObject {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async logIn(email: string, password: string): Promise<void> {
    await expect(this.dialog).toHaveAccessibleName('Вход');
    await this.field('E-mail:').fill(email);
    await this.field('Пароль:').fill(password);
    await this.dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(this.dialog).toHaveAccessibleName('Регистрация');
    await this.field('E-mail:').fill(email);
    await this.field('Придумайте пароль:').fill(password);
    await this.dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
  }

  async recover(email: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
    await expect(this.dialog).toHaveAccessibleName('Восстановление пароля');
    await this.field('E-mail:').fill(email);
    await this.dialog.getByRole('button', { name: 'Восстановить' }).click();
  }

  alert(): Locator {
    return this.dialog.getByRole('alert');
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
