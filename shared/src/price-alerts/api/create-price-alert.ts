import * as v from 'valibot';
import { apiPost } from 'shared';
import { pendingPriceAlertSchema, priceAlertSchema, type CreatePriceAlertRequest } from '../price-alerts-contract';

/**
 * POST /price-alerts: signed in, the subscription itself (201, active at once); anonymous, with an
 * e-mail, `pending` and the watch token while the confirmation mail is on its way (202).
 */
export function createPriceAlert(body: CreatePriceAlertRequest) {
  return apiPost('/price-alerts', { body, schema: v.union([pendingPriceAlertSchema, priceAlertSchema]) });
}
