import { apiPut, sessionResponseSchema } from 'shared';

/** PUT /users/password with the token from the e-mailed link → token and user. */
export function requestPasswordReset(token: string, password: string) {
  return apiPut('/users/password', { body: { token, password }, schema: sessionResponseSchema });
}
