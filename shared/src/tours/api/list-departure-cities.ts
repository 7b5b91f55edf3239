import { apiGet } from 'shared';
import { departureCitiesSchema } from '../tour-responses';

/** The cities tours fly from, with the name cases the search form needs ('из Москвы'). */
export function listDepartureCities() {
  return apiGet('/tours/departure-cities', { schema: departureCitiesSchema });
}
