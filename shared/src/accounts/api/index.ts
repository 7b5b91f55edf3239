// One request function per account, country and content-page call. Not exported from
// `shared/node`: the API has no use for the client.
export { requestLoginToken } from './request-login-token';
export { requestSignUp } from './request-sign-up';
export { requestRestoration } from './request-restoration';
export { requestPasswordReset } from './request-password-reset';
export { requestLoginByLink } from './request-login-by-link';
export { requestEmailConfirmation } from './request-email-confirmation';
export { getCurrentUser } from './get-current-user';
export { updateProfile } from './update-profile';
export { getCountries } from './get-countries';
export { earlyContentPage, getContentPage } from './get-content-page';
