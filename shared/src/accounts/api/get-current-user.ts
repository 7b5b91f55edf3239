import { apiGet } from '../../api-client';
import { userSchema } from '../account-schemas';

/** GET /private/login: the user the stored token belongs to. */
export function getCurrentUser(signal?: AbortSignal) {
  return apiGet('/private/login', { schema: userSchema, signal });
}
