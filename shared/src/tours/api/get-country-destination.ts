import { apiGet } from 'shared';
import { destinationSchema } from '../tour-responses';

/** The destination of a country (to restore a search opened by its link). */
export function getCountryDestination(countryId: number) {
  return apiGet(`/tours/destinations/countries/${countryId}`, { schema: destinationSchema });
}
