import { escapeHtml } from '../../mail/mailer.js';

/**
 * The sandbox acquirer's card page. Its buttons post with the XSRF header (read from the
 * cookie the API sets), because the API refuses state changes without it — even its own forms.
 */
export function acquirerPageHtml(input: { attemptId: string; amountRub: number; description: string; status: string }): string {
  const amount = `${input.amountRub.toLocaleString('ru-RU')} ₽`;
  const pending = input.status === 'PENDING';
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Оплата картой — тестовый эквайринг</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.card{border:1px solid #ddd;border-radius:12px;padding:1.5rem}button{font-size:1rem;padding:.75rem 1.25rem;border-radius:8px;border:0;margin-right:.5rem;cursor:pointer}
#pay{background:#1f7a3a;color:#fff}#decline{background:#eee}.note{color:#666;font-size:.875rem}</style></head>
<body><main class="card">
<h1>Оплата картой</h1>
<p>${escapeHtml(input.description)}</p>
<p><strong>К оплате: ${escapeHtml(amount)}</strong></p>
${pending ? '<p><button id="pay" type="button">Оплатить</button><button id="decline" type="button">Отказ</button></p>' : `<p>Эта попытка оплаты уже завершена (${escapeHtml(input.status)}).</p>`}
<p class="note">Тестовая платёжная страница: деньги не списываются.</p>
<p id="error" role="alert"></p>
</main>
<script>
(function () {
  var attempt = ${JSON.stringify(input.attemptId)};
  function xsrf() { var m = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/); return m ? decodeURIComponent(m[1]) : null; }
  async function finish(outcome) {
    try {
      if (!xsrf()) await fetch('/xsrf', { credentials: 'same-origin' });
      var res = await fetch('/sandbox/acquirer/' + attempt + '/complete', {
        method: 'POST', credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf() || '' },
        body: JSON.stringify({ outcome: outcome })
      });
      var body = await res.json();
      if (body.redirectUrl) { location.href = body.redirectUrl; return; }
      document.getElementById('error').textContent = (body.error && body.error.message) || 'Не удалось завершить оплату';
    } catch (e) { document.getElementById('error').textContent = 'Нет связи с сервером, попробуйте ещё раз'; }
  }
  var pay = document.getElementById('pay'); if (pay) pay.onclick = function () { finish('success'); };
  var decline = document.getElementById('decline'); if (decline) decline.onclick = function () { finish('failure'); };
})();
</script></body></html>`;
}
