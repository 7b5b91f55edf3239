import { XSRF_COOKIE } from '../contracts/request-conventions';
import { cookieValue } from './early-request-rules.js';

/** The XSRF-TOKEN cookie value (set by the API, readable by scripts), or null; read as the early script reads it. */
export function readXsrfCookie(cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  return cookieValue(cookieString, XSRF_COOKIE);
}
