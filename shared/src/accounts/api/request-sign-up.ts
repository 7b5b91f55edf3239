import { apiPost, signUpResponseSchema } from 'shared';

/**
 * POST /users from the sign-up popup, which always subscribes (isNewsletter: true) → `{message}`,
 * the same for a new and a registered address; the mail sent there says which and how to sign in.
 */
export function requestSignUp(input: { email: string; password: string }) {
  return apiPost('/users', { body: { ...input, isNewsletter: true }, schema: signUpResponseSchema });
}
