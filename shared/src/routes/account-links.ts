import { linkTo } from './link-builders';

/**
 * The links the API mails and the shell's pages read: one definition, so a mailed link and the
 * page that handles it cannot drift apart.
 */
export const accountLinkParams = {
  /** `/login?loginToken=…`: one-time sign-in (product rules §7 POST /private/login_token/{token}). */
  loginToken: 'loginToken',
  /**
   * `/login?confirmationToken=…`: confirm an address (sign-up, a new e-mail) with the account's
   * password (POST /users/confirmations, ours: docs/product-rules.md §D Accounts).
   */
  confirmationToken: 'confirmationToken',
  /** `/reset-password?token=…`: set a new password (product rules §7 PUT /users/password). */
  resetToken: 'token',
} as const;

export function oneTimeLoginPath(token: string): string {
  return linkTo('login', {}, { [accountLinkParams.loginToken]: token });
}

export function emailConfirmationPath(token: string): string {
  return linkTo('login', {}, { [accountLinkParams.confirmationToken]: token });
}

export function resetPasswordPath(token: string): string {
  return linkTo('resetPassword', {}, { [accountLinkParams.resetToken]: token });
}
