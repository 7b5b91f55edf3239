import { apiGet } from '../../api-client';
import { userSchema } from '../account-schemas';
import sessionCheck from '../session-check.json' with { type: 'json' };

/**
 * GET /private/login: the user the stored token belongs to. The shell asks when the site starts; the
 * early script asks the same URL beside the JavaScript (session-check.json), and this takes its answer.
 */
export function getCurrentUser(signal?: AbortSignal) {
  return apiGet(sessionCheck.path, { schema: userSchema, signal });
}
