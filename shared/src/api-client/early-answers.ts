/**
 * The handover from the shell's early script (shell/src/boot/before-bundle.js), which starts requests
 * before any bundle has run: `platformBoot()` reads what it left, and the API client takes from it
 * the answers to the exact requests it would make itself, each once.
 */
import { earlyRequestKey } from './request-rules.js';

/**
 * What the early script (loaded async by index.html) started before any bundle arrived, handed over
 * once through `window.__PLATFORM_BOOT__` (docs/architecture.md, "First paint"): the shell takes the
 * runtime files and the area's manifest, the API client the answers it would ask for (below). Without the script (tests, an old index.html) it is undefined and each
 * fetches itself.
 */
export interface PlatformBoot {
  config?: Promise<unknown>;
  remotes?: Promise<unknown>;
  /** manifest URL → its response, read by the shell to register that area (remotes/remote-entry.ts) */
  manifests?: Record<string, Promise<Response>>;
  /** request key (`earlyRequestKey`) → its response, for the exact request the API client would make */
  api?: Record<string, Promise<Response> | undefined>;
  /** request key → that answer's JSON, once the early script has read it (to paint the page) */
  parsed?: Record<string, unknown>;
}

declare global {
  interface Window {
    __PLATFORM_BOOT__?: PlatformBoot;
  }
}

export function platformBoot(): PlatformBoot | undefined {
  return typeof window === 'undefined' ? undefined : window.__PLATFORM_BOOT__;
}

/**
 * The early `/config.json` or `/remotes.json` answer (parsed JSON), once; later calls fetch anew.
 * Bounded like the shell's own fetch of the same file: an early request that never answers rejects
 * after `timeoutMs`, so the caller falls back to fetching itself instead of waiting forever.
 */
export function takeEarlyJson(name: 'config' | 'remotes', timeoutMs: number): Promise<unknown> | undefined {
  const early = platformBoot();
  const promise = early?.[name];
  if (early) delete early[name];
  if (!promise) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`/${name}.json: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The early manifest response for `url`, once (a body can be read only once); the shell registers that area with it. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const manifests = platformBoot()?.manifests;
  const promise = manifests?.[url];
  if (manifests) delete manifests[url];
  return promise;
}

/*
 * The early answers: API answers the early script asked for (a content page's text, a hotel, the
 * profile's order list, the session check), fetched beside the shell instead of after the area's
 * code; all GETs (a search page's first request is the page server's: docs/architecture.md, "Server
 * rendering"). Kept by the key of the exact request this client would make, so the request it
 * stands for is the same one; taken once.
 */

// The key of an early request is one rule with the early script, which carries the same function
// (request-rules.js).
export { earlyRequestKey } from './request-rules.js';

/**
 * The early answer for a GET of `url` made with `token`, once; undefined when the early script did not
 * ask for it. The first request that could have been the early one ends it either way: an answer asked
 * with another token (the visitor signed out or in since) is dropped, never kept for later.
 */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | undefined {
  const answers = platformBoot()?.api;
  if (!answers) return undefined;
  const key = earlyRequestKey('GET', url, undefined, token);
  const answer = answers[key];
  const anyToken = earlyRequestKey('GET', url, undefined, null);
  for (const stored of Object.keys(answers)) {
    if (stored === anyToken || stored.startsWith(`${anyToken} Bearer `)) delete answers[stored];
  }
  return answer;
}

/**
 * The JSON of the early answer for `key` when it is already here (the early script has read it),
 * once, taking the answer itself with it; undefined otherwise. Unchecked: the caller checks it.
 */
export function takeEarlyAnswerJson(key: string): unknown {
  const boot = platformBoot();
  const json = boot?.parsed?.[key];
  if (!boot || json === undefined) return undefined;
  delete boot.parsed![key];
  if (boot.api) delete boot.api[key];
  return json;
}

/**
 * Drops every early answer asked with `token`, which is leaving (a sign-out, a rejected token, another
 * account): nothing would take them any more, and an unread body keeps its request open in the browser.
 */
export function dropEarlyAnswersUnder(token: string): void {
  const boot = platformBoot();
  if (!boot?.api) return;
  const suffix = ` Bearer ${token}`;
  for (const key of Object.keys(boot.api)) {
    if (!key.endsWith(suffix)) continue;
    const answer = boot.api[key];
    delete boot.api[key];
    if (boot.parsed) delete boot.parsed[key];
    answer?.then((response) => response.body?.cancel()).catch(() => {});
  }
}
