import { accountLinkParams } from 'shared';

/**
 * A one-time login link (spec §7 POST /private/login_token/{token}) is built by the API with
 * `oneTimeLoginPath` from shared; the login page signs the person in with it.
 */
export const LOGIN_LINK_PARAM = accountLinkParams.loginToken;
/** Where to go after signing in on /login (`?next=/profile/orders`); only paths of this site. */
export const NEXT_PARAM = 'next';
/** The e-mailed reset link, built by the API with `resetPasswordPath` from shared. */
export const RESET_TOKEN_PARAM = accountLinkParams.resetToken;

/** A same-site path to continue to, or null (never another origin: no open redirect). */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
