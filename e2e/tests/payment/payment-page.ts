import { expect, type Page } from '@playwright/test';

/** The pay button of the submit and extra payment pages: 'Оплатить 12 345 ₽'. */
export const payButton = (page: Page) => page.getByRole('button', { name: /^Оплатить \d/ });

/** The sandbox acquirer's page (the API's HTML): press one of its two buttons. */
export async function acquirerPress(page: Page, label: 'Оплатить' | 'Отказ') {
  await expect(page).toHaveURL(/\/sandbox\/acquirer\//);
  await page.getByRole('button', { name: label, exact: true }).click();
}
