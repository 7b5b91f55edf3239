import { linkTo } from './route-table';

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
  /** `/login?view=recovery`: the login page opened in its recovery sub-mode ('Забыли пароль?'). */
  view: 'view',
} as const;

/** The value of `view` that opens the recovery sub-mode. */
export const RECOVERY_VIEW = 'recovery';

export function passwordRecoveryPath(): string {
  return linkTo('login', {}, { [accountLinkParams.view]: RECOVERY_VIEW });
}

export function oneTimeLoginPath(token: string): string {
  return linkTo('login', {}, { [accountLinkParams.loginToken]: token });
}

export function emailConfirmationPath(token: string): string {
  return linkTo('login', {}, { [accountLinkParams.confirmationToken]: token });
}

export function resetPasswordPath(token: string): string {
  return linkTo('resetPassword', {}, { [accountLinkParams.resetToken]: token });
}
