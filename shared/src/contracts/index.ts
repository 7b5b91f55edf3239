// What every call between the site and the API shares, whatever its domain: the Russian validation
// messages, the phone rule and the request conventions (the XSRF and UTM names, kept with the API
// client's rules in api-client/request-rules.js, which the early script is built with too). No React
// here. The error body's shape (./error) is the API's to write; the browser reads errors through the
// API client, so only `shared/node` exports it.
export * from './messages';
export * from './phone';
export { XSRF_COOKIE, XSRF_HEADER, XSRF_PRIME_PATH, XSRF_CHECKED_METHODS, UTM_QUERY_PARAMS } from '../api-client/request-rules.js';
