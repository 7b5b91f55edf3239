// The calls of the reset-password page: whether the mailed reset link still works, and the new
// password set with it. Only that page makes them.
import { apiPost, apiPut, sessionResponseSchema } from 'shared';

/** POST /users/password/link-checks: resolves when the mailed reset link still works, rejects (404/410) when not. */
export async function checkPasswordResetLink(token: string): Promise<void> {
  await apiPost('/users/password/link-checks', { body: { token } });
}

/** PUT /users/password with the token from the e-mailed link → token and user. */
export function requestPasswordReset(token: string, password: string) {
  return apiPut('/users/password', { body: { token, password }, schema: sessionResponseSchema });
}
