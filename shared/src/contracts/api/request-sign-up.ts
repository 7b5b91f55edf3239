import { apiPost } from '../../api-client';
import { sessionResponseSchema } from '../account';

/** POST /users from the sign-up popup, which always subscribes (isNewsletter: true) → token and user. */
export function requestSignUp(input: { email: string; password: string }) {
  return apiPost('/users', { body: { ...input, isNewsletter: true }, schema: sessionResponseSchema });
}
