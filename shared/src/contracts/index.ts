// What every call between the site and the API shares, whatever its domain: the Russian validation
// messages, the phone rule and the request conventions. No React here. The error body's shape
// (./error) is the API's to write; the browser reads errors through the API client, so only
// `shared/node` exports it.
export * from './messages';
export * from './phone';
export * from './request-conventions';
