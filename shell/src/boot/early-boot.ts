import { platformBoot } from 'shared';

// What before-bundle.js started for the shell (`window.__PLATFORM_BOOT__`, typed in shared's
// early-answers.ts): each answer is handed over once; without it every getter returns undefined.

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

/** The early manifest response for `url`, once (a body can be read only once). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const manifests = platformBoot()?.manifests;
  const promise = manifests?.[url];
  if (manifests) delete manifests[url];
  return promise;
}
