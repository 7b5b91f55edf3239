import { formatRub, type ContentPage } from 'shared/node';
import { extraServiceTariffs, PER_LABELS } from '../../extra-services/extra-service-tariffs.js';
import { escapeHtml } from '../../mail/mailer.js';

/** The price table comes from the same module the order options use, so they never disagree. */
const rows = extraServiceTariffs
  .map((t) => `<tr><td>${escapeHtml(t.title)}</td><td>${escapeHtml(t.description)}</td><td>${formatRub(t.priceRub)}</td><td>${PER_LABELS[t.per]}</td></tr>`)
  .join('\n    ');

export const featureTariffsPage: ContentPage = {
  slug: 'feature-tariffs',
  title: 'Тарифы на дополнительные услуги',
  body: `
<p>Дополнительные услуги можно подключить при бронировании или позже — в личном кабинете, в разделе заказа «Дополнительные услуги». Цены указаны в рублях и включают все сборы.</p>
<table>
  <caption>Стоимость дополнительных услуг</caption>
  <thead><tr><th>Услуга</th><th>Что входит</th><th>Цена</th><th>Как считается</th></tr></thead>
  <tbody>
    ${rows}
  </tbody>
</table>
<h2>Как подключить</h2>
<ol>
  <li>При бронировании отметьте нужные услуги на шаге оформления заказа.</li>
  <li>После покупки откройте заказ в <a href="/profile/orders">личном кабинете</a> и выберите «Дополнительные услуги», затем оплатите их по ссылке.</li>
</ol>
<h2>Условия</h2>
<ul>
  <li>Багаж и выбор места можно добавить не позднее чем за 24 часа до вылета.</li>
  <li>Гарантию возврата можно подключить только при бронировании.</li>
  <li>Страховой полис приходит на e-mail отдельным письмом в течение часа после оплаты.</li>
  <li>Неоказанная услуга возвращается полностью; подробнее — на странице <a href="/payment">Информация об оплате</a>.</li>
</ul>
<p>Вопросы по услугам — в разделе <a href="/help">Помощь</a>.</p>
`,
};
