/** The key of an early request (early-request-rules.js): the same for the API client and the shell's early script. */
export declare function earlyRequestKey(method: string, url: string, bodyText: string | undefined, token: string | null): string;
/** A cookie's value from a `document.cookie` string, or null when it is not there or empty (early-request-rules.js). */
export declare function cookieValue(cookieString: string, name: string): string | null;
/** The UTM values the API client adds to a request, from the address or else the stored record (early-request-rules.js). */
export declare function requestUtm(
  search: string,
  storedText: string | null,
  queryParams: Readonly<Record<string, string>>,
): { fromAddress: boolean; fields: Record<string, string> };
