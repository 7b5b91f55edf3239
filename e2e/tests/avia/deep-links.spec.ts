import { expect, test } from '../../support/fixtures';
import { dateAhead } from '../../support/calendar-days';
import { AviaPage } from './avia-page';

test.describe('deep links /avia/deeplinks', () => {
  test('a link to a search opens its results and leaves no deep-link page in history', async ({ page, health }) => {
    void health;
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    await page.goto('/about');
    const day = dateAhead(15);
    await page.goto(`/avia/deeplinks?origin=MOW&destination=LED&departureDate=${day.iso}&adults=2&utm_source=partner`);
    await expect(page).toHaveURL(new RegExp(`/search/MOW${day.ddmm}LED2\\?utm_source=partner$`));
    await expect(avia.from).toHaveValue('Москва');
    await expect(avia.to).toHaveValue('Санкт-Петербург');
    await expect(avia.results.first()).toBeVisible({ timeout: 15_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('bad parameters say what is wrong in Russian and link home', async ({ page, health }) => {
    void health;
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    await page.goto('/avia/deeplinks?origin=MOW&departureDate=2020-01-01');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ссылка не сработала');
    await expect(alert).toContainText('Укажите город прилёта');
    await alert.getByRole('link', { name: 'Перейти к поиску билетов' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(avia.from).toBeVisible();
  });
});

test('a broken search link keeps what it can read and explains', async ({ page, health }) => {
  void health;
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  await page.goto('/search/MOW3102LED2');
  await expect(page.getByRole('alert')).toContainText('Некорректная дата вылета');
  await expect(avia.from).toHaveValue('Москва');
  await expect(avia.to).toHaveValue('Санкт-Петербург');
  await expect(avia.passengersButton).toHaveAccessibleName(/2 пассажира/);

  // Nothing readable: the explanation, and the form at its defaults ('garbage' sets no business class).
  await page.goto('/search/garbage');
  await expect(page.getByRole('alert')).toContainText('Некорректная ссылка на поиск: ожидается вид MOW2512LED30121');
  await expect(avia.from).toHaveValue('');
  await expect(avia.passengersButton).toHaveAccessibleName(/1 пассажир, эконом$/);
});
