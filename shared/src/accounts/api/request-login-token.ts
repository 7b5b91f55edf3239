import { apiPost, tokenResponseSchema, type LoginRequest } from 'shared';

/** POST /private/login_check → the token. A reply without one is an `ApiError` (INVALID_RESPONSE). */
export async function requestLoginToken(credentials: LoginRequest): Promise<string> {
  const { token } = await apiPost('/private/login_check', { body: credentials, schema: tokenResponseSchema });
  return token;
}
