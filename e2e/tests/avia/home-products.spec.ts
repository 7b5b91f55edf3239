import { expect, test } from '../../support/fixtures';
import { AviaPage } from './avia-page';

test("the home page leads to tours: 'Туры' beside the flight search opens the tours area", async ({ page, health }) => {
  void health;
  await new AviaPage(page).skipCookieNotice();
  await page.goto('/');
  const products = page.getByRole('navigation', { name: 'Что ищем' });
  await expect(products.getByText('Авиабилеты')).toHaveAttribute('aria-current', 'page');
  await products.getByRole('link', { name: 'Туры' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.locator('[data-route-name="tours"]')).toBeAttached({ timeout: 15_000 });
});
