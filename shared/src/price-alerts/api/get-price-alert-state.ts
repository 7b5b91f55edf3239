import { apiGet } from 'shared';
import { priceAlertStateSchema } from '../price-alerts-contract';

/** GET /price-alerts/watch/{watchToken}: the state of the subscription this browser asked for (no personal data). */
export function getPriceAlertState(watchToken: string, signal?: AbortSignal) {
  return apiGet(`/price-alerts/watch/${encodeURIComponent(watchToken)}`, { schema: priceAlertStateSchema, signal });
}
