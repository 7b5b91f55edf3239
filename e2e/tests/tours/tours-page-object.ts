import { expect, type Locator, type Page } from '@playwright/test';
import { expectHydrated } from '../../support/hydrated';

/** The tours area as a traveller uses it: the search, its hotel cards, a hotel page, the wishlist. */
export class ToursPageObject {
  readonly destination: Locator;
  readonly departureCity: Locator;
  readonly submit: Locator;
  readonly cards: Locator;
  readonly resultsHeading: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.destination = page.getByRole('combobox', { name: 'Куда', exact: true });
    this.departureCity = page.getByLabel('Откуда');
    this.submit = page.getByRole('button', { name: 'Найти туры' });
    this.cards = page.locator('article[data-hotel-id]');
    this.resultsHeading = page.getByRole('heading', { level: 2, name: /^Найдено: \d+ отел/ });
    this.alert = page.locator('[data-wishlist-notice]');
  }

  /** The cookie notice would sit over the page's bottom edge: consent first, as a returning visitor has. */
  async acceptCookies(): Promise<void> {
    await this.page.addInitScript(() => window.localStorage.setItem('cookie_consent', new Date().toISOString()));
  }

  async openSearch(): Promise<void> {
    await this.page.goto('/tours');
    await this.expectArea('tours');
    await expect(this.departureCity.locator('option:checked')).toHaveText('из Москвы');
  }

  /** The area's code arrives from its own origin; on a busy machine that takes longer than one expect. */
  async expectArea(routeName: 'tours' | 'toursHotel' | 'toursWishlist'): Promise<void> {
    await expect(this.page.locator(`[data-area-page="mf-tours"][data-route-name="${routeName}"] [data-area="tours"]`)).toBeAttached({ timeout: 20_000 });
  }

  /** Types part of a name and takes the suggestion, as a person does with the keyboard or a tap. */
  async chooseDestination(typed: string, option: RegExp): Promise<void> {
    await expectHydrated(this.destination);
    await this.destination.fill(typed);
    await this.page.getByRole('option', { name: option }).first().click();
    await expect(this.destination).not.toHaveValue(typed);
  }

  /** Search, then wait until every tour operator has answered. */
  async search(): Promise<void> {
    await expectHydrated(this.submit);
    await this.submit.click();
    await expect(this.resultsHeading).toBeVisible({ timeout: 20_000 });
    await expect(this.cards.first()).toBeVisible();
  }

  /** Search for Turkey from Moscow with the form's default dates and party. */
  async searchTurkey(): Promise<void> {
    await this.openSearch();
    await this.chooseDestination('Турц', /^Турция/);
    await this.search();
  }

  heartOf(card: Locator): Locator {
    return card.getByRole('button', { name: /^В избранное: / });
  }
}
