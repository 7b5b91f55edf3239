import { expect, test } from '../../support/fixtures';
import { apiBaseOf, confirmationLinkFrom, confirmWithPassword, createAccount, latestMailTo, uniqueEmail } from '../../support/frame/frame-api';

test('a bad phone shows «Некорректный номер» and keeps the typed values; a good one is saved and the user reloaded', async ({ frame, page, request }) => {
  const apiBase = await apiBaseOf(request);
  const email = uniqueEmail('edit');
  await frame.skipCookieNotice();
  await frame.signInWithToken(await createAccount(page, apiBase, email, 'edit-password-1'));
  await frame.open('/profile/edit');

  const main = page.getByRole('main');
  const emailField = main.getByLabel('E-mail');
  const phoneField = main.getByLabel('Телефон');
  await expect(emailField).toHaveValue(email);
  const newEmail = uniqueEmail('edited');
  await emailField.fill(newEmail);
  await phoneField.fill('+7 123');
  await main.getByRole('button', { name: 'Сохранить' }).click();
  await expect(main.getByText('Некорректный номер')).toBeVisible();
  await expect(emailField).toHaveValue(newEmail);
  await expect(phoneField).toHaveValue('+7 123');

  await phoneField.fill('8 (916) 765-43-21');
  await main.getByRole('button', { name: 'Сохранить' }).click();
  await expect(main.getByRole('status')).toContainText('Данные сохранены.');
  // the new e-mail waits for its link; the phone is saved at once and the user was loaded again
  await expect(main.getByRole('status')).toContainText(`Мы отправили письмо на ${newEmail}`);
  await expect(page.locator('[data-session-email]')).toContainText(email);
  await page.reload();
  await expect(main.getByLabel('Телефон')).toHaveValue('+79167654321');
  await expect(main.getByLabel('E-mail')).toHaveValue(email);

  // following the link mailed to the new address, with the account's password, makes it the account's e-mail
  const confirmation = await latestMailTo(page.request, apiBase, newEmail, /Подтвердите новый e-mail/);
  await page.goto(confirmationLinkFrom(confirmation));
  await confirmWithPassword(page, 'edit-password-1');
  // the confirmation signs in and goes on to the profile
  await expect(page).toHaveURL(/\/profile$/);
  await frame.open('/profile/edit');
  await expect(main.getByLabel('E-mail')).toHaveValue(newEmail);
});
