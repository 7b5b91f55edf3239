// The calls of the login page's mailed links, each turning the mailed token into a session: a
// one-time login link, and an e-mail confirmation link with the account's password. Only that page makes them.
import { apiPost, sessionResponseSchema } from 'shared';

/** POST /private/login_token/{token}: a one-time login link → token and user. */
export function requestLoginByLink(token: string) {
  return apiPost(`/private/login_token/${encodeURIComponent(token)}`, { schema: sessionResponseSchema });
}

/**
 * POST /users/confirmations: the token of a mailed confirmation link (sign-up, a new e-mail) and
 * the account's password → token and user. A wrong password is 401; the link stays usable.
 */
export function requestEmailConfirmation(token: string, password: string) {
  return apiPost('/users/confirmations', { body: { token, password }, schema: sessionResponseSchema });
}
