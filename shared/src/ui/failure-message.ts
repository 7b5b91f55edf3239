import { isApiError } from '../api-client/api-error';

/** What a page shows when a call failed and it names no wording of its own. */
export const GENERIC_FAILURE_MESSAGE = 'Не удалось выполнить запрос';

/** A page's own words for the failures the API cannot explain in a sentence of its own. */
export interface FailureWording {
  network: string;
  server: string;
  badResponse: string;
}

/**
 * What a person reads when a call failed: the API client's Russian message, or with `wording` the page's words for no connection,
 * 5xx and a broken answer, and the API's own message for any other 4xx.
 */
export function failureMessage(error: unknown, wording?: FailureWording): string {
  if (!isApiError(error)) return wording ? wording.network : GENERIC_FAILURE_MESSAGE;
  if (!wording) return error.message;
  if (error.status === 0) return wording.network;
  if (error.status >= 500) return wording.server;
  if (error.code === 'INVALID_RESPONSE') return wording.badResponse;
  return error.message;
}
