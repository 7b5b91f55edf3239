import { apiGet } from 'shared';
import { priceAlertListSchema } from '../price-alerts-contract';

/** GET /price-alerts?searchString=…: the signed-in traveller's subscription to this search, or null. */
export async function findPriceAlert(searchString: string, signal?: AbortSignal) {
  const list = await apiGet('/price-alerts', { query: { searchString }, schema: priceAlertListSchema, signal });
  return list.items[0] ?? null;
}
