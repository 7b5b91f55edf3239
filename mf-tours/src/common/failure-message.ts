import { isApiError } from 'shared';
import { TOURS_TEXTS } from './tours-texts';

/** What a person reads when a call failed: ours for network, server and broken answers, the API's own Russian message for a 4xx. */
export function failureMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return TOURS_TEXTS.networkError;
  if (error.status >= 500) return TOURS_TEXTS.serverError;
  if (error.code === 'INVALID_RESPONSE') return TOURS_TEXTS.badResponse;
  return error.message;
}
