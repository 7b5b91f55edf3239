// One request function per account call. Not exported from
// `shared/node`: the API has no use for the client.
export { requestLoginToken } from './request-login-token';
export { requestSignUp } from './request-sign-up';
export { requestRestoration } from './request-restoration';
export { requestPasswordReset } from './request-password-reset';
export { checkPasswordResetLink } from './check-password-reset-link';
export { requestLoginByLink } from './request-login-by-link';
export { requestEmailConfirmation } from './request-email-confirmation';
export { getCurrentUser } from './get-current-user';
export { updateProfile } from './update-profile';
