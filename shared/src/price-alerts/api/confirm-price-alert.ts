import { apiPost } from 'shared';
import { priceAlertStateSchema } from '../price-alerts-contract';

/** POST /price-alerts/confirmations: the mailed confirmation token turns a pending subscription active. */
export function confirmPriceAlert(token: string, signal?: AbortSignal) {
  return apiPost('/price-alerts/confirmations', { body: { token }, schema: priceAlertStateSchema, signal });
}
