import { XSRF_COOKIE } from '../contracts/request-conventions';

/** The XSRF-TOKEN cookie value (set by the API, readable by scripts), or null. */
export function readXsrfCookie(cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== XSRF_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
