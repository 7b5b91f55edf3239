import { apiPost, sessionResponseSchema } from 'shared';

/** POST /private/login_token/{token}: a one-time login link → token and user. */
export function requestLoginByLink(token: string) {
  return apiPost(`/private/login_token/${encodeURIComponent(token)}`, { schema: sessionResponseSchema });
}
