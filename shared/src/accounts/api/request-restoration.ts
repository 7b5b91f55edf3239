import { apiPost } from '../../api-client';
import { restorationResponseSchema } from '../account-schemas';

/** POST /users/restorations: the API answers the same for any well-formed address. */
export function requestRestoration(email: string) {
  return apiPost('/users/restorations', { body: { email }, schema: restorationResponseSchema });
}
