// The platform `test`: every test also fails on an uncaught page error or an unexpected CSP violation.
import { expect, test } from '../../support/fixtures';
import { ToursPageObject } from './tours-page-object';

test.describe('tours: search, hotel, wishlist', () => {
  test('from Москва to a country → hotel cards → a hotel with ROOMS first → the heart fills at once → the wishlist lists it → removed', async ({ page }) => {
    const tours = new ToursPageObject(page);
    await tours.acceptCookies();
    await tours.openSearch();
    await expect(page).toHaveTitle(/^Поиск туров/);
    await tours.chooseDestination('Турц', /^Турция/);
    await tours.search();
    await expect(page).toHaveURL(/[?&]from=MOW&destination=country-\d+&/);

    // A card: main image, stars, rating, resort, airport distance, price from, heart.
    const card = tours.cards.first();
    await expect(card.getByRole('img').first()).toHaveAttribute('alt', /.+/);
    await expect(card.getByRole('img', { name: /звезд/ })).toBeVisible();
    await expect(card).toContainText('из 10 по отзывам');
    await expect(card).toContainText('Турция');
    await expect(card).toContainText(/до аэропорта/);
    await expect(card).toContainText(/от [\d\s]+₽/);
    await expect(tours.heartOf(card)).toHaveAttribute('aria-pressed', 'false');
    const hotelName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();

    await card.getByRole('link', { name: hotelName }).click();
    await expect(page).toHaveURL(/\/tours\/hotels\/\d+\?from=MOW&date=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(hotelName);
    await expect(page).toHaveTitle(new RegExp(`^${hotelName}: туры и цены`));
    const groups = page.locator('[data-amenity-group]');
    await expect(groups.first()).toHaveAttribute('data-amenity-group', 'ROOMS');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(page.getByRole('table')).toBeVisible();

    // Hold the server's answer back: the heart must fill before it arrives (docs/product-rules.md §4).
    let answered = false;
    await page.route('**/tours/wishlist', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const response = await route.fetch();
      answered = true;
      await route.fulfill({ response });
    });
    // The hotel page's heart has words: 'В избранное', then 'В избранном' once kept.
    const heart = page.getByRole('button', { name: /^В избранно[ем]$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveText('В избранное');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    await expect(heart).toHaveText('В избранном');
    expect(answered).toBe(false);
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(true);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // A fresh load of the wishlist page: the server kept it for this browser.
    await page.goto('/tours/wishlist');
    await tours.expectArea('toursWishlist');
    await expect(page).toHaveTitle(/^Избранные туры/);
    const saved = page.getByRole('list', { name: 'Сохранённые туры' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText(hotelName);
    await expect(saved.first()).toContainText('из Москвы');
    await expect(saved.first()).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}, \d+ ноч/);
    await expect(saved.first()).toContainText('1 взрослый');

    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/tours/wishlist/elements/'));
    await saved
      .first()
      .getByRole('button', { name: /^Удалить из избранного/ })
      .click();
    await expect(saved).toHaveCount(0);
    expect((await deleted).status()).toBe(204);
    await expect(page.getByText(/В избранном пока пусто/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/В избранном пока пусто/)).toBeVisible();
  });

  test('a failed add (the server answers 500) empties the heart again and says so', async ({ page }) => {
    const tours = new ToursPageObject(page);
    await tours.acceptCookies();
    await page.route('**/tours/wishlist', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'Внутренняя ошибка' } }),
          })
        : route.continue(),
    );
    await tours.searchTurkey();
    const heart = tours.heartOf(tours.cards.first());
    await heart.click();
    await expect(tours.alert).toContainText('Не удалось добавить тур в избранное.');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось добавить тур в избранное' })).toBeVisible();
  });

  test('an image that fails three times shows the "no photo" placeholder', async ({ page }) => {
    const tours = new ToursPageObject(page);
    await tours.acceptCookies();
    const attempts = new Map<string, number>();
    // Every card's main image (small variant, first image) fails; the others load.
    await page.route(/\/tours\/hotels\/\d+\/images\/0\/small\.png/, (route) => {
      attempts.set(route.request().url(), (attempts.get(route.request().url()) ?? 0) + 1);
      return route.fulfill({ status: 500, body: '' });
    });
    await tours.searchTurkey();
    const image = tours.cards.first().locator('img').first();
    await expect(image).toHaveAttribute('data-state', 'error', { timeout: 10_000 });
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(image).toHaveAttribute('alt', / — нет фото$/);
    const hotelId = await tours.cards.first().getAttribute('data-hotel-id');
    const url = [...attempts.keys()].find((key) => key.includes(`/tours/hotels/${hotelId}/images/0/small.png`));
    expect(url, 'the main image was asked for').toBeTruthy();
    expect(attempts.get(url!)).toBe(3);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('each tour of a hotel shows its price and «Выбрать» without a sideways swipe; choosing one brings up the chosen tour to keep', async ({ page }) => {
      test.setTimeout(60_000);
      const tours = new ToursPageObject(page);
      await tours.acceptCookies();
      await tours.searchTurkey();
      await tours.cards.first().getByRole('heading', { level: 3 }).getByRole('link').click();
      await tours.expectArea('toursHotel');
      const tourCards = page.getByRole('list', { name: 'Туры' }).getByRole('listitem');
      await expect(tourCards.first()).toBeVisible({ timeout: 20_000 });
      // Tap targets of at least 24 × 24 px (WCAG 2.5.8): the breadcrumbs and the gallery's thumbnails.
      const targets = [
        ...(await page.getByRole('navigation', { name: 'Где находится отель' }).getByRole('link').all()),
        ...(await page.getByRole('list', { name: 'Все фото' }).getByRole('button').all()),
      ];
      expect(targets.length).toBeGreaterThan(5);
      for (const target of targets) {
        const box = (await target.boundingBox())!;
        expect(Math.min(box.width, box.height), (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '').toBeGreaterThanOrEqual(24);
      }
      const second = tourCards.nth(1);
      const price = second.getByText(/\d\s₽$/);
      const choose = second.getByRole('button', { name: /^Выбрать: / });
      for (const part of [price, choose]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      const priceText = (await price.textContent())!;
      await choose.tap();
      await expect(choose).toHaveAttribute('aria-pressed', 'true');
      const chosen = page.getByRole('complementary', { name: 'Выбранный тур' });
      await expect(chosen).toBeFocused();
      await expect(chosen).toBeInViewport({ ratio: 0.9 });
      await expect(chosen).toContainText(`от ${priceText}`);
      await expect(chosen).toContainText('Тур выбран. Чтобы вернуться к нему позже, добавьте его в избранное.');
      // kept: the card no longer asks for what is done, here and when the same tour is chosen again
      // (the heart fills at once; the reload below waits for the server to have stored it)
      const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/tours/wishlist' && response.request().method() === 'POST');
      await chosen.getByRole('button', { name: 'В избранное' }).tap();
      expect((await stored).ok()).toBe(true);
      await expect(chosen.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
      await expect(chosen).toContainText('Тур выбран. Он уже в избранном: к нему можно вернуться позже.');
      await page.reload();
      await second.getByRole('button', { name: /^Выбрать: / }).tap();
      await expect(chosen).toContainText('Тур выбран. Он уже в избранном: к нему можно вернуться позже.');
      await expect(chosen).not.toContainText('добавьте его в избранное');
    });
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px «Читать полностью» is offered only where the folded description hides text`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const readMore = page.getByRole('button', { name: 'Читать полностью' });
      for (const hotel of [1001, 1005]) {
        await page.goto(`/tours/hotels/${hotel}`);
        const description = page.locator('#hotel-description');
        await expect(description).toBeVisible();
        const hidesText = await description.evaluate((box) => box.scrollHeight > box.clientHeight + 1);
        await expect(readMore, `hotel ${hotel}`).toHaveCount(hidesText ? 1 : 0);
        if (hidesText) {
          await readMore.click();
          expect(await description.evaluate((box) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
        }
      }
    });
  }

  test('a hotel the catalogue does not have is the not-found view', async ({ page }) => {
    await page.goto('/tours/hotels/987654321');
    await new ToursPageObject(page).expectArea('toursHotel');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(page).toHaveTitle(/^Страница не найдена/);
  });
});
