import { confirmPriceAlert } from 'shared/price-alerts';
import { MailedLinkPage } from './mailed-link-page';
import { PRICE_ALERT_TEXTS } from './price-alert-texts';

/** `/price-alerts/confirm/:token` (route priceAlertConfirm): the double opt-in's second step. */
export function PriceAlertConfirmPage() {
  return (
    <MailedLinkPage title={PRICE_ALERT_TEXTS.confirmTitle} working={PRICE_ALERT_TEXTS.confirming} done={PRICE_ALERT_TEXTS.confirmed} act={confirmPriceAlert} />
  );
}
