// The types of request-rules.js (the front ends' TypeScript reads no JavaScript). Its values stay there only:
// these types name the fields, not the strings.
/** The localStorage keys every area and the early script read (request-rules.js). */
export declare const STORAGE_KEYS: { readonly token: string; readonly utm: string; readonly cookieConsent: string };
/** The XSRF cookie, the header that echoes it and the API path that only sets it (request-rules.js). */
export declare const XSRF_COOKIE: string;
export declare const XSRF_HEADER: string;
export declare const XSRF_PRIME_PATH: string;
export declare const XSRF_CHECKED_METHODS: readonly string[];
/** Each UTM field and its query parameter (request-rules.js). */
export declare const UTM_QUERY_PARAMS: { readonly campaign: string; readonly medium: string; readonly source: string };
/** The bearer token a stored value stands for, null for a blank one (request-rules.js). */
export declare function usableToken(stored: string | null): string | null;
/** A cookie's value from a `document.cookie` string, or null when it is not there or empty (request-rules.js). */
export declare function cookieValue(cookieString: string, name: string): string | null;
/** The UTM values the API client adds to a request, from the address or else the stored record (request-rules.js). */
export declare function requestUtm(
  search: string,
  storedText: string | null,
  queryParams: Readonly<Record<string, string>>,
): { fromAddress: boolean; fields: Record<string, string> };
