// What every call between the site and the API shares, whatever its domain: the error shape, the
// Russian validation messages, the phone rule and the request conventions. No React here.
export * from './messages';
export * from './error';
export * from './phone';
export * from './request-conventions';
