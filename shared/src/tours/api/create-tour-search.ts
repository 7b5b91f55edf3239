import { apiPost } from 'shared';
import type { CreateTourSearchRequest } from '../tour-requests';
import { tourSearchStateSchema } from '../tour-responses';

/** Starts a progressive tour search; poll it with `pollTourSearch` until `complete`. */
export function createTourSearch(body: CreateTourSearchRequest) {
  return apiPost('/tours/searches', { body, schema: tourSearchStateSchema });
}
