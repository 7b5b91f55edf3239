import { apiPatch } from 'shared';
import { priceAlertSchema, type UpdatePriceAlertRequest } from '../price-alerts-contract';

/** PATCH /price-alerts/{id}: pauses or resumes one of the signed-in traveller's subscriptions. */
export function updatePriceAlert(id: string, body: UpdatePriceAlertRequest) {
  return apiPatch(`/price-alerts/${encodeURIComponent(id)}`, { body, schema: priceAlertSchema });
}
