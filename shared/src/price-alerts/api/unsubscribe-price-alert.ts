import { apiPost } from 'shared';
import { priceAlertStateSchema } from '../price-alerts-contract';

/** POST /price-alerts/unsubscribe/{token}: the mailed one-click unsubscribe; the subscription ends. */
export function unsubscribePriceAlert(token: string, signal?: AbortSignal) {
  return apiPost(`/price-alerts/unsubscribe/${encodeURIComponent(token)}`, { schema: priceAlertStateSchema, signal });
}
