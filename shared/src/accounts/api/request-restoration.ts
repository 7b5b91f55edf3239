import { apiPost, restorationResponseSchema } from 'shared';

/** POST /users/restorations: the API answers the same for any well-formed address. */
export function requestRestoration(email: string) {
  return apiPost('/users/restorations', { body: { email }, schema: restorationResponseSchema });
}
