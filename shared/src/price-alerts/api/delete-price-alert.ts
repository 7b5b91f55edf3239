import * as v from 'valibot';
import { apiDelete } from 'shared';

/** DELETE /price-alerts/{id}: 204, no body. */
export async function deletePriceAlert(id: string): Promise<void> {
  await apiDelete(`/price-alerts/${encodeURIComponent(id)}`, { schema: v.undefined() });
}
