import { expectNoAxeViolations } from '../../support/accessibility';
import { expect, test } from '../../support/fixtures';
import { AviaPage, PHONE } from './avia-page';

// docs/product-rules.md §D Route pages
test('a popular route on the home page leads to its route page: 30 days of prices and a filled form whose search opens results', async ({ page, health }) => {
  void health;
  test.setTimeout(120_000);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  await page.goto('/');
  const popular = page.getByRole('region', { name: /^Популярные направления/ });
  const firstRoute = popular.getByRole('link').first();
  await expect(firstRoute).toBeVisible({ timeout: 20_000 });
  const city = (await firstRoute.locator('span').first().textContent())!.trim();
  await firstRoute.click();

  await expect(page).toHaveURL(/\/avia\/routes\/MOW-[A-Z]{3}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Авиабилеты Москва — ${city}` })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(new RegExp(`Авиабилеты Москва — ${city}`));
  const days = page.getByRole('region', { name: 'Цены на 30 дней' }).getByRole('listitem');
  await expect(days).toHaveCount(30);
  await expect(days.getByRole('link', { name: /от [\d\s]+₽/ }).first()).toBeVisible();
  // the route page links back to the popular routes of its city, itself marked
  await expect(page.getByRole('region', { name: /^Популярные направления: Москва/ }).locator('a[aria-current="page"]')).toHaveAttribute(
    'href',
    page.url().replace(/^https?:\/\/[^/]+/, ''),
  );

  await expect(avia.from).toHaveValue('Москва');
  await expect(avia.to).toHaveValue(city);
  await expect(avia.departure).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  await expectNoAxeViolations(page, 'route page');
  await avia.submit.click();
  await expect(page).toHaveURL(/\/search\/MOW\d{4}[A-Z]{3}1$/);
  await expect(avia.results.first()).toBeVisible({ timeout: 30_000 });
});

test('a route page at 390 px: a priced day opens its search; a garbled address is not found', async ({ page, health }) => {
  void health;
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const avia = new AviaPage(page);
  await avia.skipCookieNotice();
  await page.goto('/avia/routes/MOW-AER');
  await expect(page.getByRole('heading', { level: 1, name: 'Авиабилеты Москва — Сочи' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'route page, phone');
  const hasNoSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(hasNoSideScroll).toBe(true);
  const day = page.getByRole('region', { name: 'Цены на 30 дней' }).getByRole('link').nth(3);
  const href = await day.getAttribute('href');
  expect(href).toMatch(/^\/search\/MOW\d{4}AER1$/);
  await day.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(avia.results.first()).toBeVisible({ timeout: 30_000 });

  for (const address of ['/avia/routes/mow-aer', '/avia/routes/MOW-QQQ']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' }), address).toBeVisible({ timeout: 20_000 });
  }
});
