/**
 * localStorage keys of product rules §9, in one place: every area reads the same token,
 * the same UTM record and the same cookie consent.
 */
export const STORAGE_KEYS = {
  /** The bearer token of the signed-in user. */
  token: 'token',
  /** UTM data (campaign, medium, source) as JSON, captured from a landing URL. */
  utm: 'utm',
  /** Date string of the visitor's consent to cookies. */
  cookieConsent: 'cookie_consent',
} as const;
