// The calls of the auth modal's forms: sign in, sign up, and ask for a recovery mail. Those forms
// load together and nothing else makes these calls, so no other bundle carries them.
import { apiPost, restorationResponseSchema, signUpResponseSchema, tokenResponseSchema, type LoginRequest } from 'shared';

/** POST /private/login_check → the token. A reply without one is an `ApiError` (INVALID_RESPONSE). */
export async function requestLoginToken(credentials: LoginRequest): Promise<string> {
  const { token } = await apiPost('/private/login_check', { body: credentials, schema: tokenResponseSchema });
  return token;
}

/**
 * POST /users from the sign-up popup, which always subscribes (isNewsletter: true) → `{message}`,
 * the same for a new and a registered address; the mail sent there says which and how to sign in.
 */
export function requestSignUp(input: { email: string; password: string }) {
  return apiPost('/users', { body: { ...input, isNewsletter: true }, schema: signUpResponseSchema });
}

/** POST /users/restorations: the API answers the same for any well-formed address. */
export function requestRestoration(email: string) {
  return apiPost('/users/restorations', { body: { email }, schema: restorationResponseSchema });
}
