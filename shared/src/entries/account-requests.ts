// `shared/account-requests`: one request function per account call a form makes (sign-in, sign-up,
// recovery, e-mail confirmation, profile). Bundled by the shell's auth forms, which load on demand,
// and by the profile area; not loaded with the `shared` singleton on every page.
export { requestLoginToken } from '../accounts/api/request-login-token';
export { requestSignUp } from '../accounts/api/request-sign-up';
export { requestRestoration } from '../accounts/api/request-restoration';
export { requestPasswordReset } from '../accounts/api/request-password-reset';
export { checkPasswordResetLink } from '../accounts/api/check-password-reset-link';
export { requestLoginByLink } from '../accounts/api/request-login-by-link';
export { requestEmailConfirmation } from '../accounts/api/request-email-confirmation';
export { updateProfile } from '../accounts/api/update-profile';
