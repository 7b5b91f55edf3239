import * as v from 'valibot';
import {
  apiPost, apiPut, sessionResponseSchema, tokenResponseSchema,
  type LoginRequest, type SessionResponse,
} from 'shared';

/** Spec §7 calls of the frame. One function per call; the API client adds token, UTM and XSRF. */

/** POST /private/login_check → the token, or null when the answer carries none (spec §4: a failure). */
export async function requestLoginToken(credentials: LoginRequest): Promise<string | null> {
  const answer = await apiPost('/private/login_check', { body: credentials });
  const parsed = v.safeParse(tokenResponseSchema, answer);
  return parsed.success && parsed.output.token ? parsed.output.token : null;
}

/** POST /users with isNewsletter: true (the sign-up popup, spec §7). The session, when the API returns one. */
export async function requestSignUp(input: { email: string; password: string }): Promise<SessionResponse | null> {
  const answer = await apiPost('/users', { body: { ...input, isNewsletter: true } });
  const parsed = v.safeParse(sessionResponseSchema, answer);
  return parsed.success ? parsed.output : null;
}

/** POST /users/restorations: the API answers the same for any well-formed address. */
export async function requestRestoration(email: string): Promise<void> {
  await apiPost('/users/restorations', { body: { email } });
}

/** PUT /users/password with the token from the e-mailed link. */
export async function requestPasswordReset(token: string, password: string): Promise<void> {
  await apiPut('/users/password', { body: { token, password } });
}

/** POST /private/login_token/{token}: a one-time login link → token and user. */
export async function requestLoginByLink(token: string): Promise<SessionResponse> {
  return apiPost(`/private/login_token/${encodeURIComponent(token)}`, { schema: sessionResponseSchema });
}
