// `shared/account-requests`: the account calls a form or a mailed link's page makes (sign-in, sign-up,
// recovery, e-mail confirmation, password reset, profile). Bundled by the shell's auth forms and pages,
// which load on demand, and by the profile area; not loaded with the `shared` singleton on every page.
export { requestLoginToken, requestSignUp, requestRestoration } from '../accounts/api/auth-form-requests';
export { requestLoginByLink, requestEmailConfirmation } from '../accounts/api/login-link-requests';
export { requestPasswordReset, checkPasswordResetLink } from '../accounts/api/password-reset-requests';
export { updateProfile } from '../accounts/api/update-profile';
