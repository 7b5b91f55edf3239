import { escapeHtml, type MailMessage } from '../mail/mailer.js';

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Восстановление пароля',
    text: `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку (действует 1 час, один раз):\n${link}\n\nЕсли вы не запрашивали восстановление, просто удалите это письмо.`,
    html: `<p>Здравствуйте!</p><p>Чтобы задать новый пароль, откройте ссылку (действует 1 час, один раз):</p><p><a href="${escapeHtml(link)}">Задать новый пароль</a></p><p>Если вы не запрашивали восстановление, просто удалите это письмо.</p>`,
  };
}

export function welcomeMail(to: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Добро пожаловать!',
    text: `Здравствуйте!\n\nВы зарегистрировались на сайте. Войти без пароля можно по ссылке (действует 24 часа, один раз):\n${loginLink}`,
    html: `<p>Здравствуйте!</p><p>Вы зарегистрировались на сайте. Войти без пароля можно по ссылке (действует 24 часа, один раз):</p><p><a href="${escapeHtml(loginLink)}">Войти</a></p>`,
  };
}
