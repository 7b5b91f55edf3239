import { apiGet } from 'shared';
import { priceCalendarSchema } from '../flight-responses';

/** GET /flights/searches/{searchId}/calendar: the seven days around the searched date with their lowest prices. */
export function getPriceCalendar(searchId: string, signal?: AbortSignal) {
  return apiGet(`/flights/searches/${encodeURIComponent(searchId)}/calendar`, { schema: priceCalendarSchema, signal });
}
