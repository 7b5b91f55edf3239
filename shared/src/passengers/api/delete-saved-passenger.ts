import * as v from 'valibot';
import { apiDelete } from 'shared';

/** DELETE /profile/passengers/{passengerUuid}: 204, no body. */
export async function deleteSavedPassenger(passengerUuid: string): Promise<void> {
  await apiDelete(`/profile/passengers/${encodeURIComponent(passengerUuid)}`, { schema: v.undefined() });
}
