import { formatRub } from 'shared/node';
import { escapeHtml } from '../../mail/mailer.js';

/**
 * The sandbox acquirer's card page (a real one lives on the bank's site). The API's `default-src 'none'` CSP allows no script or
 * inline style, so its buttons are plain GET forms that finish the attempt and redirect.
 */
export function acquirerPageHtml(input: { attemptId: string; amountRub: number; description: string; status: string; message?: string }): string {
  const amount = formatRub(input.amountRub);
  const pending = input.status === 'PENDING' && !input.message;
  const base = `/sandbox/acquirer/${encodeURIComponent(input.attemptId)}`;
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Оплата картой — тестовый эквайринг</title></head>
<body><main>
<h1>Оплата картой</h1>
<p>${escapeHtml(input.description)}</p>
<p><strong>К оплате: ${escapeHtml(amount)}</strong></p>
${
  pending
    ? `<form method="get" action="${base}/pay"><button type="submit">Оплатить</button></form>
<form method="get" action="${base}/decline"><button type="submit">Отказ</button></form>`
    : `<p role="alert">${escapeHtml(input.message ?? 'Эта попытка оплаты уже завершена.')}</p>`
}
<p><small>Тестовая платёжная страница: деньги не списываются.</small></p>
</main></body></html>`;
}
