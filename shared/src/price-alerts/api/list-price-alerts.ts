import { apiGet } from 'shared';
import { priceAlertListSchema } from '../price-alerts-contract';

/** GET /price-alerts: every subscription of the signed-in traveller, with its price history. */
export function listPriceAlerts(signal?: AbortSignal) {
  return apiGet('/price-alerts', { schema: priceAlertListSchema, signal });
}
