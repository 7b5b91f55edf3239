/**
 * What before-bundle.js (loaded async by index.html) started before the bundle arrived: `/config.json`,
 * `/remotes.json`, the manifest of the current route's area and a content page's text, fetched in parallel with main.js
 * instead of after it (docs/architecture.md, "First paint"). Each answer is handed over once; without
 * the script (tests, an old index.html) every getter returns undefined and the shell fetches itself.
 */
export interface EarlyBoot {
  config?: Promise<unknown>;
  remotes?: Promise<unknown>;
  /** manifest URL → its response, read by the shell to register that area (remotes/remote-entry.ts) */
  manifests?: Record<string, Promise<Response>>;
  /** API URL → its response: a content page's text, taken by the shared API client (shared/src/api-client/early-answers.ts) */
  api?: Record<string, Promise<Response>>;
  /** API URL → that answer's JSON, once the early script has read it (shared/src/api-client/early-answers.ts) */
  parsed?: Record<string, unknown>;
}

declare global {
  interface Window {
    __PLATFORM_BOOT__?: EarlyBoot;
  }
}

function boot(): EarlyBoot | undefined {
  return typeof window === 'undefined' ? undefined : window.__PLATFORM_BOOT__;
}

/**
 * The early `/config.json` or `/remotes.json` answer (parsed JSON), once; later calls fetch anew.
 * Bounded like the shell's own fetch of the same file: an early request that never answers rejects
 * after `timeoutMs`, so the caller falls back to fetching itself instead of waiting forever.
 */
export function takeEarlyJson(name: 'config' | 'remotes', timeoutMs: number): Promise<unknown> | undefined {
  const early = boot();
  const promise = early?.[name];
  if (early) delete early[name];
  if (!promise) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`/${name}.json: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The early manifest response for `url`, once (a body can be read only once). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const manifests = boot()?.manifests;
  const promise = manifests?.[url];
  if (manifests) delete manifests[url];
  return promise;
}
