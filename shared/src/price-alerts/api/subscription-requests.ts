// A traveller's subscriptions as they stand: the results page's look-up of this search's subscription
// and of its watch state, and the profile's list, pause and removal. Each area's bundle keeps only its
// own calls; subscribing (`createPriceAlert`) is apart, as the results page's e-mail form makes it too.
import * as v from 'valibot';
import { apiDelete, apiGet, apiPatch } from 'shared';
import { priceAlertListSchema, priceAlertSchema, priceAlertStateSchema, type UpdatePriceAlertRequest } from '../price-alerts-contract';

/** GET /price-alerts?searchString=…: the signed-in traveller's subscription to this search, or null. */
export async function findPriceAlert(searchString: string, signal?: AbortSignal) {
  const list = await apiGet('/price-alerts', { query: { searchString }, schema: priceAlertListSchema, signal });
  return list.items[0] ?? null;
}

/** GET /price-alerts/watch/{watchToken}: the state of the subscription this browser asked for (no personal data). */
export function getPriceAlertState(watchToken: string, signal?: AbortSignal) {
  return apiGet(`/price-alerts/watch/${encodeURIComponent(watchToken)}`, { schema: priceAlertStateSchema, signal });
}

/** GET /price-alerts: every subscription of the signed-in traveller, with its price history. */
export function listPriceAlerts(signal?: AbortSignal) {
  return apiGet('/price-alerts', { schema: priceAlertListSchema, signal });
}

/** PATCH /price-alerts/{id}: pauses or resumes one of the signed-in traveller's subscriptions. */
export function updatePriceAlert(id: string, body: UpdatePriceAlertRequest) {
  return apiPatch(`/price-alerts/${encodeURIComponent(id)}`, { body, schema: priceAlertSchema });
}

/** DELETE /price-alerts/{id}: 204, no body. */
export async function deletePriceAlert(id: string): Promise<void> {
  await apiDelete(`/price-alerts/${encodeURIComponent(id)}`, { schema: v.undefined() });
}
