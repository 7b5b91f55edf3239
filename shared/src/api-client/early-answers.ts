/**
 * The handover from the shell's early script (shell/src/boot/before-bundle.js), which may start a
 * results page's search before any bundle has run: the API client takes the answer to the exact
 * request it would make itself, once.
 */
import { earlyRequestKey } from './request-rules.js';

/**
 * What the early script started before any bundle arrived, handed over once through
 * `window.__PLATFORM_BOOT__`. Without the script (tests, a page it started nothing for) it is
 * undefined and the client asks itself.
 */
interface PlatformBoot {
  /** request key (`earlyRequestKey`) → its response, for the exact request the API client would make */
  api?: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __PLATFORM_BOOT__?: PlatformBoot;
  }
}

function platformBoot(): PlatformBoot | undefined {
  return typeof window === 'undefined' ? undefined : window.__PLATFORM_BOOT__;
}

// The key of an early request is one rule with the early script, which carries the same function
// (request-rules.js).
export { earlyRequestKey } from './request-rules.js';

/**
 * The early answer for this request made with `token`, once; undefined when the early script did not
 * ask for it. The first request that could have been the early one ends it either way: an answer asked
 * with another token (the visitor signed out or in since) is dropped, never kept for later.
 */
export function takeEarlyAnswer(method: string, url: string, bodyText: string | undefined, token: string | null): Promise<Response> | undefined {
  const answers = platformBoot()?.api;
  if (!answers) return undefined;
  const key = earlyRequestKey(method, url, bodyText, token);
  const answer = answers[key];
  const anyToken = earlyRequestKey(method, url, bodyText, null);
  for (const stored of Object.keys(answers)) {
    if (stored === anyToken || stored.startsWith(`${anyToken} Bearer `)) delete answers[stored];
  }
  return answer;
}

/**
 * Drops every early answer asked with `token`, which is leaving (a sign-out, a rejected token, another
 * account): nothing would take them any more, and an unread body keeps its request open in the browser.
 */
export function dropEarlyAnswersUnder(token: string): void {
  const answers = platformBoot()?.api;
  if (!answers) return;
  const suffix = ` Bearer ${token}`;
  for (const key of Object.keys(answers)) {
    if (!key.endsWith(suffix)) continue;
    const answer = answers[key];
    delete answers[key];
    answer?.then((response) => response.body?.cancel()).catch(() => {});
  }
}
