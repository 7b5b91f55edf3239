import { escapeHtml, type MailMessage } from '../mail/mailer.js';

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Восстановление пароля',
    text: `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку (действует 1 час, один раз):\n${link}\n\nЕсли вы не запрашивали восстановление, просто удалите это письмо.`,
    html: `<p>Здравствуйте!</p><p>Чтобы задать новый пароль, откройте ссылку (действует 1 час, один раз):</p><p><a href="${escapeHtml(link)}">Задать новый пароль</a></p><p>Если вы не запрашивали восстановление, просто удалите это письмо.</p>`,
  };
}

/**
 * To a new address at sign-up: the link confirms the mailbox together with the password chosen at
 * sign-up (someone else may have typed this address), then signs in.
 */
export function signUpConfirmationMail(to: string, confirmationLink: string, restoreUrl: string): MailMessage {
  return {
    to,
    subject: 'Подтвердите регистрацию',
    text: `Здравствуйте!\n\nС этим адресом зарегистрировались на сайте. Чтобы подтвердить адрес и войти, откройте ссылку и введите пароль, заданный при регистрации (ссылка действует 24 часа, один раз):\n${confirmationLink}\n\nЕсли вы не регистрировались или не помните пароль, восстановите его — тогда аккаунт будет только вашим: ${restoreUrl}\nЕсли аккаунт вам не нужен, просто удалите это письмо.`,
    html: `<p>Здравствуйте!</p><p>С этим адресом зарегистрировались на сайте. Чтобы подтвердить адрес и войти, откройте ссылку и введите пароль, заданный при регистрации (ссылка действует 24 часа, один раз):</p><p><a href="${escapeHtml(confirmationLink)}">Подтвердить и войти</a></p><p>Если вы не регистрировались или не помните пароль, <a href="${escapeHtml(restoreUrl)}">восстановите его</a> — тогда аккаунт будет только вашим.<br>Если аккаунт вам не нужен, просто удалите это письмо.</p>`,
  };
}

/** To a registered address someone tried to sign up with: the answer itself must not tell. */
export function alreadyRegisteredMail(to: string, loginUrl: string, restoreUrl: string): MailMessage {
  return {
    to,
    subject: 'У вас уже есть аккаунт',
    text: `Здравствуйте!\n\nКто-то (возможно, вы) пытался зарегистрироваться на сайте с этим адресом, но аккаунт с ним уже есть.\nВойдите: ${loginUrl}\nЗабыли пароль? Восстановите его: ${restoreUrl}\n\nЕсли это были не вы, просто удалите это письмо.`,
    html: `<p>Здравствуйте!</p><p>Кто-то (возможно, вы) пытался зарегистрироваться на сайте с этим адресом, но аккаунт с ним уже есть.</p><p><a href="${escapeHtml(loginUrl)}">Войти</a> · <a href="${escapeHtml(restoreUrl)}">Восстановить пароль</a></p><p>Если это были не вы, просто удалите это письмо.</p>`,
  };
}

/** To the new address of an e-mail change: it takes effect when this link is followed with the account's password. */
export function emailChangeMail(to: string, confirmLink: string): MailMessage {
  return {
    to,
    subject: 'Подтвердите новый e-mail',
    text: `Здравствуйте!\n\nЭтот адрес указали как новый e-mail аккаунта на сайте. Чтобы он вступил в силу, откройте ссылку и введите пароль аккаунта (ссылка действует 24 часа, один раз):\n${confirmLink}\n\nЕсли вы не меняли адрес, просто удалите это письмо: без перехода по ссылке ничего не изменится.`,
    html: `<p>Здравствуйте!</p><p>Этот адрес указали как новый e-mail аккаунта на сайте. Чтобы он вступил в силу, откройте ссылку и введите пароль аккаунта (ссылка действует 24 часа, один раз):</p><p><a href="${escapeHtml(confirmLink)}">Подтвердить новый e-mail</a></p><p>Если вы не меняли адрес, просто удалите это письмо: без перехода по ссылке ничего не изменится.</p>`,
  };
}
