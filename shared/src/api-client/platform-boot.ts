/**
 * What the shell's early script (shell/src/boot/before-bundle.js, loaded async by index.html) started
 * before any bundle arrived, handed over once through `window.__PLATFORM_BOOT__` (docs/architecture.md,
 * "First paint"): the shell takes the runtime files and the area's manifest (shell/src/boot/early-boot.ts),
 * the API client the answers it would ask for (early-answers.ts). Without the script (tests, an old index.html)
 * it is undefined and each fetches itself.
 */
export interface PlatformBoot {
  config?: Promise<unknown>;
  remotes?: Promise<unknown>;
  /** manifest URL → its response, read by the shell to register that area (remotes/remote-entry.ts) */
  manifests?: Record<string, Promise<Response>>;
  /** request key (early-answers.ts#earlyRequestKey) → its response, for the exact request the API client would make */
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
