import type { Locator } from '@playwright/test';
import { DESKTOP, expect, PHONE, test } from '../../support/fixtures';

test.use({ viewport: PHONE });

test('on a phone the menu button toggles the links and the login entry', async ({ frame, page }) => {
  await frame.skipCookieNotice();
  await frame.open('/about');
  await expect(frame.header.getByRole('link', { name: 'Отели' })).toHaveCount(0);

  await frame.menuButton.click();
  await expect(frame.menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(frame.mobileMenu.getByRole('link', { name: 'Авиабилеты' })).toBeVisible();
  const hotels = frame.mobileMenu.getByRole('link', { name: 'Отели' });
  await expect(hotels).toHaveAttribute('target', '_blank');
  expect(new URL((await hotels.getAttribute('href'))!).searchParams.get('utm_campaign')).toBe('navbar');
  await expect(frame.mobileMenu.getByRole('link', { name: 'Туры от Библио Глобус' })).toBeVisible();
  // counted as a full-screen menu: the page behind does not scroll
  await expect(page.locator('body')).toHaveClass(/fullscreen-opened/);

  await frame.menuButton.click();
  await expect(frame.mobileMenu).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/fullscreen-opened/);

  // following a link closes it
  await frame.menuButton.click();
  await frame.mobileMenu.getByRole('link', { name: 'Авиабилеты' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(frame.mobileMenu).toHaveCount(0);

  // choosing login closes it and opens the auth modal
  await frame.menuButton.click();
  await frame.mobileMenu.getByRole('button', { name: 'Вход и регистрация' }).click();
  await expect(frame.mobileMenu).toHaveCount(0);
  await expect(frame.authModal.dialog).toHaveAccessibleName('Вход');
  await page.keyboard.press('Escape');
  await expect(frame.authModal.dialog).toBeHidden();
  await expect(frame.menuButton).toBeVisible();
});

test('the phone menu offers what the desktop header offers, in the same order and words', async ({ frame, page }) => {
  await frame.skipCookieNotice();
  // every link and button of the header after the logo, read out as the person meets them
  const entries = (within: Locator) => within.locator('a, button').evaluateAll((elements) => elements.map((element) => element.textContent?.trim()));
  await page.setViewportSize(DESKTOP);
  await frame.open('/about');
  await expect(frame.loginEntry).toBeVisible();
  const desktop = (await entries(frame.header)).slice(1);
  expect(desktop).toEqual(['Авиабилеты', 'Отели', 'Туры от Библио Глобус', 'Вход и регистрация']);

  await page.setViewportSize(PHONE);
  await frame.menuButton.click();
  await expect(frame.mobileMenu).toBeVisible();
  expect(await entries(frame.mobileMenu)).toEqual(desktop);
});
