import { expect, type Locator, type Page } from '@playwright/test';
import { expectHydrated } from '../../support/hydrated';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Month names as the calendar writes them (ru-RU, nominative). */
const RUSSIAN_MONTHS = Array.from({ length: 12 }, (_, index) => new Intl.DateTimeFormat('ru-RU', { month: 'long' }).format(new Date(2026, index, 1)));

/** The flights pages as a traveller sees them (roles and Russian names only). */
export class AviaPage {
  constructor(readonly page: Page) {}

  async skipCookieNotice(): Promise<void> {
    await this.page.addInitScript(() => window.localStorage.setItem('cookie_consent', new Date().toISOString()));
  }

  /** Polls answer slowly, so the progress of a search is visible long enough to be seen. */
  async slowDownPolling(ms = 700): Promise<void> {
    await this.page.route(/\/flights\/searches\/[^/?]+\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }

  get from(): Locator {
    return this.page.getByRole('combobox', { name: 'Откуда', exact: true });
  }
  get to(): Locator {
    return this.page.getByRole('combobox', { name: 'Куда', exact: true });
  }
  get departure(): Locator {
    return this.page.getByRole('textbox', { name: 'Туда', exact: true });
  }
  get passengersButton(): Locator {
    return this.page.getByRole('button', { name: /^Пассажиры и класс/ });
  }
  get submit(): Locator {
    return this.page.getByRole('button', { name: 'Найти билеты' });
  }
  get results(): Locator {
    return this.page.getByRole('region', { name: 'Варианты перелёта' }).locator('article');
  }

  async chooseCity(field: Locator, typed: string, city: string): Promise<void> {
    await expectHydrated(field);
    await field.fill(typed);
    await this.page
      .getByRole('option', { name: new RegExp(`^${city}`) })
      .first()
      .click();
    await expect(field).toHaveValue(city);
  }

  /** Opens the calendar of the departure field and clicks the given day (next months as needed). */
  async pickDeparture(iso: string): Promise<void> {
    await this.pickDate('Туда', iso);
  }

  /**
   * Opens the calendar named `title` (its button says '<title>: открыть календарь'), moves it to the
   * day's month from whichever month it opened on, and clicks the day. The calendar is loaded on
   * first use, so its months are read only once it shows one.
   */
  async pickDate(title: string, iso: string): Promise<void> {
    const opener = this.page.getByRole('button', { name: `${title}: открыть календарь` });
    await expectHydrated(opener);
    await opener.click();
    const dialog = this.page.getByRole('dialog', { name: title });
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    const grid = dialog.getByRole('grid', { name: new RegExp(`${RUSSIAN_MONTHS[month - 1]} ${year}`, 'i') });
    const firstShown = dialog.getByRole('grid').first();
    await expect(firstShown).toBeVisible();
    for (let step = 0; step < 13 && !(await grid.isVisible()); step += 1) {
      const shown = (await firstShown.getAttribute('aria-label')) ?? '';
      const [, shownMonth = '', shownYear = ''] = /([а-яё]+)\s+(\d{4})/i.exec(shown) ?? [];
      const later = year * 12 + month > Number(shownYear) * 12 + RUSSIAN_MONTHS.indexOf(shownMonth.toLowerCase()) + 1;
      await dialog.getByRole('button', { name: later ? /следующ/i : /предыдущ/i }).click();
      await expect(firstShown).not.toHaveAttribute('aria-label', shown);
    }
    await grid
      .getByRole('button', { name: new RegExp(`(^|\\D)${day}(\\D|$)`) })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }

  async setPassengers(adults: number, infants: number, children = 0): Promise<void> {
    await expectHydrated(this.passengersButton);
    await this.passengersButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Пассажиры и класс' });
    for (let i = 1; i < adults; i += 1) await dialog.getByRole('button', { name: 'Больше: взрослые' }).click();
    for (let i = 0; i < children; i += 1) await dialog.getByRole('button', { name: 'Больше: дети' }).click();
    for (let i = 0; i < infants; i += 1) await dialog.getByRole('button', { name: 'Больше: младенцы' }).click();
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  /** The «Сложный маршрут» switch of the search form. */
  get multiCitySwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Сложный маршрут' });
  }

  /** Leg `n` (from 1) of «Сложный маршрут»: a group named «Перелёт N». */
  leg(n: number): Locator {
    return this.page.getByRole('group', { name: `Перелёт ${n}`, exact: true });
  }
  legFrom(n: number): Locator {
    return this.leg(n).getByRole('combobox', { name: 'Откуда', exact: true });
  }
  legTo(n: number): Locator {
    return this.leg(n).getByRole('combobox', { name: 'Куда', exact: true });
  }
  legDate(n: number): Locator {
    return this.leg(n).getByRole('textbox', { name: 'Дата', exact: true });
  }
  get addLegButton(): Locator {
    return this.page.getByRole('button', { name: 'Добавить перелёт' });
  }

  /** Turns «Сложный маршрут» on and waits for its legs (they load as their own chunk). */
  async turnOnMultiCity(): Promise<void> {
    await expectHydrated(this.multiCitySwitch);
    await this.multiCitySwitch.click();
    await expect(this.multiCitySwitch).toHaveAttribute('aria-checked', 'true');
    await expect(this.leg(2)).toBeVisible();
  }

  /**
   * Fills leg `n`: cities typed and taken from the list (skipped when not given: a prefilled origin
   * stays), the date typed as ДД.ММ.ГГГГ.
   */
  async fillLeg(n: number, leg: { from?: [typed: string, city: string]; to?: [typed: string, city: string]; date?: string }): Promise<void> {
    if (leg.from) await this.chooseCity(this.legFrom(n), ...leg.from);
    if (leg.to) await this.chooseCity(this.legTo(n), ...leg.to);
    if (leg.date !== undefined) await this.legDate(n).fill(leg.date);
  }

  /** Picks leg `n`'s date on its calendar. */
  async pickLegDate(n: number, iso: string): Promise<void> {
    await this.pickDate(`Дата перелёта ${n}`, iso);
  }

  async addLeg(): Promise<void> {
    const count = await this.page.getByRole('group', { name: /^Перелёт \d$/ }).count();
    await this.addLegButton.click();
    await expect(this.leg(count + 1)).toBeVisible();
  }

  async removeLeg(n: number): Promise<void> {
    await this.page.getByRole('button', { name: `Удалить перелёт ${n}` }).click();
  }

  /** Presses «Найти билеты» and waits for the results page of the search. */
  async submitSearch(): Promise<void> {
    await this.submit.click();
    await expect(this.page).toHaveURL(/\/search\/[A-Z0-9-]+/);
  }

  /** Prices of the cards shown, in order. */
  async shownPrices(): Promise<number[]> {
    return this.results.locator('[data-price]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-price'))));
  }
}
