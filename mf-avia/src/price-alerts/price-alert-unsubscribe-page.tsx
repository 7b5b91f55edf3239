import { unsubscribePriceAlert } from 'shared/price-alerts';
import { MailedLinkPage } from './mailed-link-page';
import { PRICE_ALERT_TEXTS } from './price-alert-texts';

/** `/price-alerts/unsubscribe/:token` (route priceAlertUnsubscribe): the alert mail's unsubscribe link. */
export function PriceAlertUnsubscribePage() {
  return (
    <MailedLinkPage
      title={PRICE_ALERT_TEXTS.unsubscribeTitle}
      working={PRICE_ALERT_TEXTS.unsubscribing}
      done={PRICE_ALERT_TEXTS.unsubscribed}
      act={unsubscribePriceAlert}
    />
  );
}
