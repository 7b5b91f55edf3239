import { formatDayMonth, formatRub, linkTo } from 'shared/node';
import { escapeHtml, type MailMessage } from '../../mail/mailer.js';

/** A mail plus the headers mail clients read for one-click unsubscribe (RFC 2369, RFC 8058). */
export interface PriceAlertMail extends MailMessage {
  headers?: Record<string, string>;
}

export interface AlertRoute {
  /** The cities it flies through: «Москва → Сочи», «Москва → Стамбул → Анталья → Москва». */
  routeName: string;
  departureDate: string;
  searchString: string;
}

const routeTitle = (route: AlertRoute) => `${route.routeName}, ${formatDayMonth(route.departureDate)}`;

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('\n');
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export function confirmationMail(siteUrl: string, to: string, route: AlertRoute, token: string): PriceAlertMail {
  const confirmUrl = siteUrl + linkTo('priceAlertConfirm', { token });
  const title = routeTitle(route);
  return {
    to,
    subject: `Подтвердите подписку на цену: ${title}`,
    text: [
      `Вы попросили сообщать о снижении цены: ${title}.`,
      `Подтвердите подписку: ${confirmUrl}`,
      'Если это были не вы, ничего не делайте: без подтверждения писем о ценах не будет.',
    ].join('\n\n'),
    html: paragraphs([
      `Вы попросили сообщать о снижении цены: ${escapeHtml(title)}.`,
      link(confirmUrl, 'Подтвердить подписку'),
      'Если это были не вы, ничего не делайте: без подтверждения писем о ценах не будет.',
    ]),
  };
}

export interface DropMailInput {
  siteUrl: string;
  /** The API's own address: the one-click unsubscribe of `List-Unsubscribe` is a call to it. */
  apiUrl: string;
  to: string;
  route: AlertRoute;
  price: number;
  oldPrice: number;
  unsubscribeToken: string;
}

/** «Москва → Сочи, 17 дек: 4 450 ₽ вместо 5 120 ₽» as the subject and the first line. */
export function priceDropMail(input: DropMailInput): PriceAlertMail {
  const headline = `${routeTitle(input.route)}: ${formatRub(input.price)} вместо ${formatRub(input.oldPrice)}`;
  const searchUrl = input.siteUrl + linkTo('search', { searchString: input.route.searchString });
  const manageUrl = input.siteUrl + linkTo('profilePriceAlerts', {});
  const unsubscribePage = input.siteUrl + linkTo('priceAlertUnsubscribe', { token: input.unsubscribeToken });
  const oneClick = `${input.apiUrl}/price-alerts/unsubscribe/${encodeURIComponent(input.unsubscribeToken)}`;
  return {
    to: input.to,
    subject: headline,
    text: [headline, `Посмотреть билеты: ${searchUrl}`, `Управлять подписками: ${manageUrl}`, `Отписаться от этой цены: ${unsubscribePage}`].join('\n\n'),
    html: paragraphs([
      escapeHtml(headline),
      link(searchUrl, 'Посмотреть билеты'),
      link(manageUrl, 'Управлять подписками'),
      link(unsubscribePage, 'Отписаться от этой цены'),
    ]),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
