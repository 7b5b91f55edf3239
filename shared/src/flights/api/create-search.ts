import { apiPost } from 'shared';
import type { CreateSearchRequest } from '../flight-requests';
import { searchStateSchema } from '../flight-responses';

/** POST /flights/searches: starts a search and answers at once; poll it with `pollSearch`. */
export function createSearch(body: CreateSearchRequest) {
  return apiPost('/flights/searches', { body, schema: searchStateSchema });
}
