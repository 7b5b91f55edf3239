import { expect, type Locator, type Page } from '@playwright/test';
import { AviaPage } from './avia-page';
import { createOffer } from './booking-api';

/** Opens the booking page of a fresh offer for the search string (made through the API), cookies accepted. */
export async function openBooking(page: Page, searchString: string): Promise<{ offerId: string; apiBase: string }> {
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  const offer = await createOffer(page, searchString);
  await page.goto(`/avia/offers/${offer.offerId}`);
  await expect(page.getByRole('heading', { name: 'Данные пассажиров', level: 1 })).toBeVisible({ timeout: 15_000 });
  return offer;
}

/** A passenger's group on the booking page, by its legend ('Взрослый, пассажир 1'). */
export const passenger = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** A text field of a passenger's group, by its exact label. */
export const field = (group: Locator, label: string) => group.getByRole('textbox', { name: label, exact: true });

/** An adult on a Russian passport (PASSPORT): Cyrillic names with a middle name, 10 digits. */
export async function fillRussianAdult(adult: Locator): Promise<void> {
  await field(adult, 'Фамилия').fill('Иванов');
  await field(adult, 'Имя').fill('Иван');
  await field(adult, 'Отчество').fill('Иванович');
  await adult.getByRole('radio', { name: 'Мужской' }).check();
  await field(adult, 'Дата рождения').fill('01.02.1985');
  await field(adult, 'Номер документа').fill('4510123456');
}

/** A child on a Russian birth certificate (BIRTH): Roman numerals, two Cyrillic letters, 6 digits. */
export async function fillRussianChild(child: Locator): Promise<void> {
  await field(child, 'Фамилия').fill('Иванова');
  await field(child, 'Имя').fill('Мария');
  await field(child, 'Отчество').fill('Ивановна');
  await child.getByRole('radio', { name: 'Женский' }).check();
  await field(child, 'Дата рождения').fill('10.06.2018');
  await field(child, 'Номер документа').fill('IVИК765123');
}
