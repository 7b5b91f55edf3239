import { apiGet } from 'shared';
import { priceCalendarSchema } from '../flight-responses';

/**
 * GET /flights/searches/{searchId}/calendar: the seven days around the searched date with their
 * lowest prices; `leg` (0-based) moves that flight of a multi-city search, the others stay.
 */
export function getPriceCalendar(searchId: string, signal?: AbortSignal, leg?: number) {
  return apiGet(`/flights/searches/${encodeURIComponent(searchId)}/calendar`, { query: { leg }, schema: priceCalendarSchema, signal });
}
