import { apiPost } from 'shared';

/** POST /users/password/link-checks: resolves when the mailed reset link still works, rejects (404/410) when not. */
export async function checkPasswordResetLink(token: string): Promise<void> {
  await apiPost('/users/password/link-checks', { body: { token } });
}
