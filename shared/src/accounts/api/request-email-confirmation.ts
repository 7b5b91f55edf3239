import { apiPost, sessionResponseSchema } from 'shared';

/**
 * POST /users/confirmations: the token of a mailed confirmation link (sign-up, a new e-mail) and
 * the account's password → token and user. A wrong password is 401; the link stays usable.
 */
export function requestEmailConfirmation(token: string, password: string) {
  return apiPost('/users/confirmations', { body: { token, password }, schema: sessionResponseSchema });
}
