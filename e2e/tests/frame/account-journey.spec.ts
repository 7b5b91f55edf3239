import { STORAGE_KEYS } from 'shared/storage-keys';
import { apiBaseOf, confirmationLinkFrom, confirmWithPassword, latestMailTo, resetTokenFrom, uniqueEmail } from '../../support/frame/frame-api';
import { DESKTOP, expect, test } from '../../support/fixtures';

test.use({ viewport: DESKTOP });
// Four password hashings, a mail and five screens: longer than the default 30 s on a 2-core machine.
test.setTimeout(90_000);

test('sign up → check the mail → confirm by the link and the password → log out → wrong password → recover by mail → reset (mismatch first) → log in', async ({
  frame,
  page,
}) => {
  const apiBase = await apiBaseOf(page.request);
  const email = uniqueEmail('journey');
  const firstPassword = 'first-password-1';
  const newPassword = 'brand-new-password-2';

  await frame.skipCookieNotice();
  await frame.open('/');

  // sign up: the modal closes and the page says to check the mail (the answer is the same for a
  // registered address, so nobody is signed in by it)
  await frame.openAuthModal();
  await frame.authModal.signUp(email, firstPassword);
  await expect(frame.authModal.dialog).toBeHidden();
  await expect(page.getByRole('status', { name: 'Письмо отправлено' })).toContainText(`Проверьте почту: мы отправили письмо на ${email}.`);
  await expect(frame.loginEntry).toBeVisible();

  // the confirmation link in the mail asks for the password chosen at sign-up (the mailbox and
  // the password must be one person's); a wrong one is refused and the link stays usable
  const confirmation = await latestMailTo(page.request, apiBase, email, /Подтвердите регистрацию/);
  await page.goto(confirmationLinkFrom(confirmation));
  await confirmWithPassword(page, 'not-my-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Пароль не подходит к этому аккаунту. Если вы не регистрировались или не помните пароль, восстановите его.',
  );
  await expect(page.getByRole('button', { name: 'Восстановите пароль' })).toBeVisible();
  await confirmWithPassword(page, firstPassword);
  await expect(frame.ordersLink).toBeVisible();

  // log out
  await frame.logoutButton.click();
  await expect(frame.loginEntry).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();

  // a wrong password gets the message of product rules §8
  await frame.openAuthModal();
  await frame.authModal.logIn(email, 'not-my-password');
  await expect(frame.authModal.alert()).toHaveText('Логин или пароль введены неверно');

  // recovery: the form is replaced by the confirmation
  await frame.authModal.recover(email);
  await expect(frame.authModal.dialog.getByRole('status')).toHaveText('Ссылка для восстановления пароля отправлена на указанный E-mail');
  await frame.authModal.close();

  // the mail in the outbox carries the /reset-password link
  const mail = await latestMailTo(page.request, apiBase, email, /\/reset-password\?token=/);
  const token = resetTokenFrom(mail);

  await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Новый пароль' })).toBeVisible();
  await page.getByLabel('Новый пароль:', { exact: true }).fill(newPassword);
  await page.getByLabel('Повторите пароль:', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('alert')).toHaveText('Пароли должны совпадать');

  await page.getByLabel('Повторите пароль:', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('status')).toHaveText('Пароль изменён. Теперь войдите с новым паролем.');

  // success leads on to log in, with the new password
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  await frame.authModal.logIn(email, newPassword);
  await expect(frame.authModal.dialog).toBeHidden();
  await expect(frame.ordersLink).toBeVisible();

  // the used link opened again says so at once, with the way to a new one, and no form to fill in vain
  await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Ссылка недействительна или устарела. Запросите новую.');
  await expect(page.getByRole('main').getByRole('button', { name: 'Вход и восстановление пароля' })).toBeVisible();
  await expect(page.getByLabel('Новый пароль:', { exact: true })).toHaveCount(0);
});
